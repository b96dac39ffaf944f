import { useEffect } from "react";

import { nlCook } from "@repo/strings";
import { TimerIcon } from "@repo/ui";

import { beep, vibrate } from "./sound";
import { formatRemaining, markRang, stopTimer, useNow, useTimers } from "./timers";

/** The running timers in a small bar, and a message in the page for each one that ran out. */
export function TimerBar() {
  const timers = useTimers();
  const now = useNow(timers.some((t) => !t.rang));
  const finished = timers.filter((t) => t.endsAt <= now);
  const running = timers.filter((t) => t.endsAt > now);

  useEffect(() => {
    const fresh = finished.filter((timer) => !timer.rang);
    if (fresh.length === 0) return;
    markRang(fresh.map((timer) => timer.id));
    // One alarm, however many ran out together.
    beep();
    vibrate();
  }, [finished]);

  if (timers.length === 0) return null;
  return (
    <div className="space-y-2" data-print="hide">
      {finished.map((timer) => (
        <div
          key={timer.id}
          role="alert"
          className="flex items-center gap-3 rounded-xl border border-accent bg-accent-soft px-4 py-3"
        >
          <TimerIcon className="shrink-0 text-accent" />
          <p className="flex-1">
            <strong className="block">{nlCook.timers.finishedTitle}</strong>
            {nlCook.timers.finished(timer.label, timer.step + 1)}
          </p>
          <button
            type="button"
            onClick={() => stopTimer(timer.id)}
            className="rounded-lg bg-primary px-4 py-2 font-medium text-primary-fg hover:bg-primary-hover"
          >
            {nlCook.timers.dismiss}
          </button>
        </div>
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
