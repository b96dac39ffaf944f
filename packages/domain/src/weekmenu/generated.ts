// Generated collections for the planner's tests and the bench: every chapter, protein type and
// a spread of times, portions and protein, some with a short season (asparagus: April to June)
// or fruit, numbered so each recipe stays unique.
import type { PlanRecipe } from "./rules";
import { CHAPTERS, PROTEIN_TYPES } from "../recipe/options";

const TIMES = [10, 15, 20, 25, 30, 35, 45, 60];
const SERVINGS = [1, 1, 2, 4];
/** Grams of protein per portion: mostly enough for any meal, one in eight too little for any. */
const PROTEIN = [22, 28, 24, 31, 25, 35, 12, 26];
const ASPARAGUS: readonly number[] = [4, 5, 6];

export function generatedCollection(size: number): PlanRecipe[] {
  return Array.from({ length: size }, (_, n) => ({
    id: `g${n}`,
    name: n % 10 === 3 ? `Asperges ${n}` : `Recept ${n}`,
    chapter: CHAPTERS[n % CHAPTERS.length] as string,
    proteinType: PROTEIN_TYPES[(n * 7) % PROTEIN_TYPES.length] as string,
    prepTime: TIMES[(n * 3) % TIMES.length] ?? 15,
    calories: 200 + ((n * 37) % 300),
    servings: SERVINGS[(n * 5) % SERVINGS.length] ?? 1,
    protein: PROTEIN[(n * 11) % PROTEIN.length] ?? 20,
    season: n % 10 === 3 ? ASPARAGUS : null,
    fruit: n % 3 === 0,
  }));
}
