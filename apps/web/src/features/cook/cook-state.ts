import { useCallback, useEffect, useState } from "react";

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

/** The cook's place in this recipe, kept in the browser until they start again. */
export function useCookState(recipeId: string) {
  const [state, setState] = useState(() => read(recipeId));
  useEffect(() => store(recipeId, state), [recipeId, state]);
  const goTo = useCallback((step: number) => setState((s) => ({ ...s, step })), []);
  const toggleTick = useCallback(
    (index: number) =>
      setState((s) => ({
        ...s,
        ticked: s.ticked.includes(index) ? s.ticked.filter((i) => i !== index) : [...s.ticked, index],
      })),
    [],
  );
  const restart = useCallback(() => setState(START), []);
  return { state, goTo, toggleTick, restart };
}
