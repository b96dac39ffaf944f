import { findDurations } from "@repo/domain";
import { nlCook } from "@repo/strings";

import { TimerIcon } from "~/features/recipe/kitchen";
import { prepareSound } from "./sound";
import { startTimer, useTimers } from "./timers";

/** A step in large type, with a timer button for each duration it names. */
export function StepText({ recipeId, step, index }: { recipeId: string; step: string; index: number }) {
  const durations = findDurations(step);
  const timers = useTimers();
  return (
    <>
      <p className="text-2xl leading-relaxed font-medium sm:text-3xl" data-testid="cook-step">
        {step}
      </p>
      {durations.length > 0 && (
        <div className="mt-6 flex flex-wrap gap-3">
          {durations.map((duration) => {
            const id = `${recipeId}:${index}:${duration.start}`;
            const running = timers.some((t) => t.id === id);
            return (
              <button
                key={id}
                type="button"
                disabled={running}
                aria-label={nlCook.timers.startLabel(duration.label)}
                onClick={() => {
                  prepareSound();
                  startTimer({ id, recipeId, step: index, label: duration.label }, duration.seconds);
                }}
                className="inline-flex items-center gap-2 rounded-full border-2 border-primary px-4 py-2 text-lg font-semibold text-primary hover:bg-primary hover:text-primary-fg disabled:border-border disabled:text-muted disabled:hover:bg-transparent"
              >
                <TimerIcon />
                {nlCook.timers.start(duration.label)}
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
