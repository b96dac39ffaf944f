import type { TouchEvent } from "react";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";

import type { Recipe } from "@repo/domain";
import { instructionSteps, recipeServings } from "@repo/domain";
import { nlAmounts, nlCook } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { toast } from "~/components/toaster";
import { PortionsControl } from "~/features/recipe/kitchen";
import { RecipeTools } from "~/features/recipe/recipe-details";
import { useHydrated } from "~/lib/hydrated";
import { KitchenSlot } from "../keuken/kitchen-slot";
import { AddToListButton } from "../shopping/add-button";
import { resumeKey, useCookState } from "./cook-state";
import { IngredientChecklist } from "./ingredient-checklist";
import { usePortions } from "./portions";
import { MAX_PEOPLE } from "./portions-search";
import { StepText } from "./step-text";
import { TimerBar } from "./timer-bar";
import { runningTimers } from "./timers";
import { canKeepScreenOn, useWakeLock } from "./wake-lock";

/** A sideways swipe at least this long turns the page; shorter ones are taps or scrolls. */
const SWIPE_PX = 50;

// Labels wrap below 390 px: two buttons side by side have no room for "Volgende stap →" on one line.
const NAV_BUTTON =
  "flex min-h-14 items-center justify-center gap-2 rounded-xl px-3 py-3 text-center text-base font-semibold disabled:opacity-40 min-[390px]:whitespace-nowrap sm:text-lg";

const WIDE = "(min-width: 768px)";

/**
 * Whether the screen is wide enough for the ingredients beside the step: false on the server and
 * while the app adopts its page (a phone's layout), then the screen's own answer.
 */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}

/** Leaving cook mode stops no timer: the cook is told so on the page they land on. */
function sayTimersRun() {
  const running = runningTimers().length;
  if (running > 0)
    toast({ title: nlCook.timers.keepsRunning(running), description: nlCook.timers.keepsRunningText });
}

/** One step at a time in large type, with the ingredients to tick off and timers from the text. */
export function CookMode({
  recipe,
  porties,
  onPeople,
  onClose,
}: {
  recipe: Recipe;
  porties: number | undefined;
  onPeople: (porties: number | undefined) => void;
  /** Leaves cook mode; done once the page it leads to is there. */
  onClose: () => Promise<void>;
}) {
  useWakeLock();
  const hydrated = useHydrated();
  // The server paints the page as a browser that keeps the screen on: the note comes with the app.
  const wakeLock = !hydrated || canKeepScreenOn();
  const steps = useMemo(() => instructionSteps(recipe.instructions), [recipe.instructions]);
  const portions = usePortions(recipe, porties);
  const { state, goTo, toggleTick, restart } = useCookState(recipe.id);
  const current = Math.min(state.step, Math.max(0, steps.length - 1));
  const last = current >= steps.length - 1;
  const wide = useWideScreen();
  const touch = useRef<{ x: number; y: number } | null>(null);

  const previous = () => current > 0 && goTo(current - 1);
  const close = useCallback(() => void onClose().then(sayTimersRun), [onClose]);
  const next = () => (last ? close() : goTo(current + 1));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey || target?.closest("input, textarea, select"))
        return;
      if (event.key === "ArrowRight" && current < steps.length - 1) goTo(current + 1);
      else if (event.key === "ArrowLeft" && current > 0) goTo(current - 1);
      else if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current, steps.length, goTo, close]);

  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(t.clientY - start.y)) return;
    if (dx < 0 && current < steps.length - 1) goTo(current + 1);
    if (dx > 0 && current > 0) goTo(current - 1);
  };

  return (
    <section aria-labelledby="kookmodus-titel" className="mx-auto max-w-5xl px-4 pt-4 pb-2">
      <div className="flex items-start gap-3">
        <Heading level={1} size="subsection" id="kookmodus-titel" className="flex-1 leading-snug">
          {recipe.name}
        </Heading>
        <button
          type="button"
          onClick={close}
          className={buttonClass({ variant: "secondary", size: "sm", className: "shrink-0" })}
        >
          {nlCook.close}
        </button>
      </div>
      {!wakeLock && (
        <p role="status" className="mt-3 rounded-lg bg-surface-2 px-3 py-2 text-sm">
          {nlCook.noWakeLock}
        </p>
      )}
      <div className="mt-3">
        <TimerBar />
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-5">
        <div className="space-y-3 md:col-span-2">
          <PortionsControl
            people={portions.people}
            max={MAX_PEOPLE}
            onChange={(n) => onPeople(portions.searchFor(n).porties)}
            onPrepare={portions.prepare}
          />
          <IngredientChecklist
            lines={portions.ingredients}
            ticked={state.ticked}
            onToggle={toggleTick}
            open={wide}
          />
          <AddToListButton
            recipe={recipe}
            people={portions.people}
            className={buttonClass({ variant: "secondary", width: "full" })}
          />
          <RecipeTools tools={recipe.tools} level={2} />
        </div>

        <div className="md:col-span-3">
          <article
            aria-labelledby="stap-titel"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
            // Painted as step 1: where this device is further, the card waits for the app.
            data-empty={hydrated ? undefined : resumeKey(recipe.id)}
            className="min-h-[45vh] rounded-2xl border border-border bg-surface p-5 shadow-sm"
          >
            <h2
              id="stap-titel"
              aria-live="polite"
              className="text-sm font-semibold tracking-wide text-accent uppercase"
            >
              {nlCook.step(current + 1, steps.length)}
            </h2>
            {portions.people !== recipeServings(recipe) && (
              <p data-testid="steps-servings" className="mt-1 text-sm text-muted">
                {nlAmounts.stepsWrittenFor(recipeServings(recipe))}
              </p>
            )}
            <div className="mt-3">
              {steps[current] !== undefined && (
                <StepText key={current} recipeId={recipe.id} step={steps[current]} index={current} />
              )}
            </div>
          </article>
          {/* The reader's own note on every step; at the last, 'Ik heb dit gemaakt' and the score. */}
          <KitchenSlot recipe={recipe} noteOnly={!last} />
          {/* A phone has no arrow keys: the hint follows the pointer the device mostly uses. */}
          <p
            data-testid="cook-hint-keys"
            className="mt-2 text-center text-sm text-muted pointer-coarse:hidden"
          >
            {nlCook.keysHint}
          </p>
          <p
            data-testid="cook-hint-touch"
            className="mt-2 hidden text-center text-sm text-muted pointer-coarse:block"
          >
            {nlCook.touchHint}
          </p>
          <div className="sticky bottom-0 mt-3 grid grid-cols-2 gap-3 bg-bg py-3">
            <button
              type="button"
              onClick={previous}
              disabled={current === 0}
              className={`${NAV_BUTTON} border border-border bg-surface hover:bg-surface-2`}
            >
              <span aria-hidden="true">←</span>
              {nlCook.previous}
            </button>
            <button
              type="button"
              onClick={next}
              className={`${NAV_BUTTON} bg-primary text-primary-fg hover:bg-primary-hover`}
            >
              {last ? nlCook.done : nlCook.next}
              <span aria-hidden="true">→</span>
            </button>
          </div>
          <button
            type="button"
            onClick={restart}
            className="mx-auto mt-1 block rounded-lg px-3 py-2 text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            {nlCook.restart}
          </button>
        </div>
      </div>
    </section>
  );
}
