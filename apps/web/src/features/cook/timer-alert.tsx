import { nlCook } from "@repo/strings";

import type { KitchenTimer } from "./timers";
import { TimerIcon } from "~/features/recipe/kitchen";
import { stopTimer } from "./timers";

/** A timer that ran out, said in the page until the cook taps 'Oké'. */
export function TimerAlert({ timer }: { timer: KitchenTimer }) {
  return (
    <div
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
  );
}
