import { useEffect } from "react";
import { Link, useMatch } from "@tanstack/react-router";

import { nlCook } from "@repo/strings";

import type { KitchenTimer } from "./timers";
import { TimerIcon } from "~/features/recipe/kitchen";
import { openAtStep } from "./cook-state";
import { beep, vibrate } from "./sound";
import { TimerAlert } from "./timer-alert";
import { formatRemaining, markRang, useNow, useTimers } from "./timers";

/** One alarm, sound and buzz, however many timers ran out together; each rings once. */
function useAlarm(finished: readonly KitchenTimer[]) {
  useEffect(() => {
    const fresh = finished.filter((timer) => !timer.rang);
    if (fresh.length === 0) return;
    markRang(fresh.map((timer) => timer.id));
    beep();
    vibrate();
  }, [finished]);
}

/**
 * The header's kitchen timer, on every page while one runs: the time left of the first to finish
 * (a tap leads back to its step in cook mode), and once one ran out the alarm and its message.
 * Cook mode shows its timers itself, so there the chip only rings.
 */
export function TimerChip() {
  const timers = useTimers();
  const now = useNow(timers.some((timer) => !timer.rang));
  const finished = timers.filter((timer) => timer.endsAt <= now);
  useAlarm(finished);
  const cooking = useMatch({ from: "/recipe/$id_/koken", shouldThrow: false });
  const first = finished[0] ?? [...timers].sort((a, b) => a.endsAt - b.endsAt)[0];
  if (cooking || !first) return null;
  const done = first.endsAt <= now;
  const time = formatRemaining(first.endsAt - now);
  return (
    <>
      <Link
        to="/recipe/$id/koken"
        params={{ id: first.recipeId }}
        onClick={() => openAtStep(first.recipeId, first.step)}
        aria-label={
          done
            ? nlCook.timers.chipDone(first.label, first.step + 1)
            : nlCook.timers.chip(first.label, time, first.step + 1)
        }
        data-testid="timer-chip"
        data-timer-chip=""
        className={`inline-flex h-11 items-center gap-1 rounded-full border-2 px-2.5 text-sm font-semibold tabular-nums ${
          done ? "border-accent bg-accent-soft" : "border-primary bg-surface text-primary"
        }`}
      >
        <TimerIcon width={18} height={18} className={done ? "text-accent" : undefined} />
        {done ? nlCook.timers.chipDoneShort : time}
      </Link>
      {finished.length > 0 && (
        // Under the header, over the page: the message shows wherever the cook is.
        <div className="fixed inset-x-0 top-16 z-40 mx-auto max-w-md space-y-2 px-4 pt-2">
          {finished.map((timer) => (
            <TimerAlert key={timer.id} timer={timer} />
          ))}
        </div>
      )}
    </>
  );
}
