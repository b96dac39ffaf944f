import { useCallback, useEffect, useMemo, useState } from "react";

import { useHydrated } from "~/lib/hydrated";

/** Where the cook is in a recipe: the step on screen and the ingredients ticked off. */
export interface CookState {
  step: number;
  ticked: readonly number[];
}

const MAX_TICKED = 200;
const START: CookState = { step: 0, ticked: [] };
const keyOf = (recipeId: string) => `receptenboek:koken:${recipeId}`;

function read(recipeId: string): CookState {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(recipeId)) ?? "null") as Partial<CookState> | null;
    return {
      step:
        typeof value?.step === "number" && Number.isInteger(value.step) && value.step >= 0 ? value.step : 0,
      // Bounded like every stored list: no recipe has this many ingredients.
      ticked: Array.isArray(value?.ticked)
        ? value.ticked.filter((n) => Number.isInteger(n)).slice(0, MAX_TICKED)
        : [],
    };
  } catch {
    return START;
  }
}

function store(recipeId: string, state: CookState) {
  try {
    localStorage.setItem(keyOf(recipeId), JSON.stringify(state));
  } catch {
    // Without storage cook mode still works; it just forgets on reload.
  }
}

/** Cook mode of this recipe opens at this step (a timer's chip leads back to the step it came from). */
export function openAtStep(recipeId: string, step: number) {
  store(recipeId, { ...read(recipeId), step });
}

/**
 * The cook's place in this recipe, kept in the browser until they start again. The server paints
 * the first step; the place this device keeps shows once the app runs (the step's card waits
 * hidden till then where there is one: `resumeKey`).
 */
export function useCookState(recipeId: string) {
  const hydrated = useHydrated();
  // What the cook did here, with the recipe it belongs to: another recipe starts from its own place.
  const [changed, setChanged] = useState<{ recipeId: string; state: CookState } | null>(null);
  const kept = useMemo(() => (hydrated ? read(recipeId) : START), [hydrated, recipeId]);
  const state = changed?.recipeId === recipeId ? changed.state : kept;
  // Only a change is written: showing the page never overwrites the kept place.
  useEffect(() => {
    if (changed) store(changed.recipeId, changed.state);
  }, [changed]);
  const update = useCallback(
    (next: (s: CookState) => CookState) =>
      setChanged((c) => ({ recipeId, state: next(c?.recipeId === recipeId ? c.state : read(recipeId)) })),
    [recipeId],
  );
  const goTo = useCallback((step: number) => update((s) => ({ ...s, step })), [update]);
  const toggleTick = useCallback(
    (index: number) =>
      update((s) => ({
        ...s,
        ticked: s.ticked.includes(index) ? s.ticked.filter((i) => i !== index) : [...s.ticked, index],
      })),
    [update],
  );
  const restart = useCallback(() => update(() => START), [update]);
  return { state, goTo, toggleTick, restart };
}

/** The storage key of this recipe's place: the inline start script hides the painted step while one is kept. */
export const resumeKey = keyOf;
