import { nlCook } from "@repo/strings";

import { TimerIcon } from "~/features/recipe/kitchen";
import { TimerAlert } from "./timer-alert";
import { formatRemaining, stopTimer, useNow, useTimers } from "./timers";

/**
 * Cook mode's timers: the running ones in a small bar, and a message in the page for each one that
 * ran out. The header's chip (timer-chip.tsx) rings, here and on every other page.
 */
export function TimerBar() {
  const timers = useTimers();
  const now = useNow(timers.some((t) => !t.rang));
  const finished = timers.filter((t) => t.endsAt <= now);
  const running = timers.filter((t) => t.endsAt > now);

  if (timers.length === 0) return null;
  return (
    <div className="space-y-2" data-print="hide">
      {finished.map((timer) => (
        <TimerAlert key={timer.id} timer={timer} />
      ))}
      {running.length > 0 && (
        <ul aria-label={nlCook.timers.region} className="flex flex-wrap gap-2" data-testid="timer-bar">
          {running.map((timer) => (
            <li
              key={timer.id}
              className="flex items-center gap-2 rounded-full border border-border bg-surface-2 py-1 pr-1 pl-3"
            >
              <TimerIcon width={18} height={18} className="text-primary" />
              <span className="text-sm">{timer.label}</span>
              <span className="font-semibold tabular-nums" data-testid="timer-remaining">
                {formatRemaining(timer.endsAt - now)}
              </span>
              <button
                type="button"
                aria-label={nlCook.timers.stop(timer.label)}
                onClick={() => stopTimer(timer.id)}
                className="flex h-8 w-8 items-center justify-center rounded-full hover:bg-surface"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
