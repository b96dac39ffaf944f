import { nlTools } from "@repo/strings";

import type { DraftResult } from "./draft";
import { draftFromRecipe } from "./draft";
import { findRecipes, recipesFromJsonLd } from "./find-recipes";

export class NoRecipe extends Error {
  constructor() {
    super(nlTools.import.noRecipe);
  }
}

/** What a page, its pasted HTML, or its JSON-LD gives: the first recipe as a draft. */
export function readRecipe(
  source: { html: string } | { jsonld: unknown },
  sourceUrl: string | null,
): DraftResult {
  let first: Record<string, unknown> | undefined;
  let count: number;
  let broken = 0;
  if ("html" in source) {
    const trimmed = source.html.trimStart();
    // A JSON answer (or JSON pasted into the HTML box) is read as JSON-LD.
    if (trimmed.startsWith("{") || trimmed.startsWith("[")) return readRecipe({ jsonld: trimmed }, sourceUrl);
    ({ first, count, broken } = findRecipes(source.html));
  } else {
    let value = source.jsonld;
    if (typeof value === "string") {
      try {
        value = JSON.parse(value);
      } catch {
        throw new NoRecipe();
      }
    }
    const recipes = recipesFromJsonLd(value);
    [first] = recipes;
    count = recipes.length;
  }
  if (!first) throw new NoRecipe();
  const result = draftFromRecipe(first, sourceUrl);
  if (result.draft.name === "") throw new NoRecipe();
  const warnings = [
    ...(count > 1 ? [nlTools.import.moreRecipes(count)] : []),
    ...(broken > 0 ? [nlTools.import.brokenJsonLd] : []),
    ...result.warnings,
  ];
  return { ...result, warnings };
}
