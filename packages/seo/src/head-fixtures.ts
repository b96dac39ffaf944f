import { recipeArtLabel } from "@repo/domain";
import { nlArt } from "@repo/strings";

import type { HeadRecipe } from "./head";

export const ORIGIN = "https://recepten.example";

/** A recipe as the server hands it to the head: labeled as the API labels it, unless told otherwise. */
export function recipe({ art, ...overrides }: Partial<HeadRecipe> = {}): HeadRecipe {
  const fields: Omit<HeadRecipe, "art"> = {
    id: "abc123",
    name: "Omelet met spinazie",
    chapter: "Ontbijt",
    proteinType: "Ei",
    preparationMethod: "Pan",
    ingredients: ["2 stuks eieren", "100 g spinazie", "1 tl olijfolie"],
    instructions: "Klop de eieren los.\n\nBak de spinazie kort.\r\nGiet de eieren erover.",
    imageUrl: null,
    icons: ["egg", "vegetable", "hot"],
    prepTime: 25,
    calories: 350,
    servings: 1,
    intro: null,
    waitTime: null,
    tools: [],
    nutrition: null,
    diets: [],
    createdAt: "2026-11-01T08:00:00.000Z",
    updatedAt: "2026-11-02T08:00:00.000Z",
    ...overrides,
  };
  return { ...fields, art: art ?? recipeArtLabel(fields, nlArt) };
}

/** Paths of every undefined, null, empty string, empty array or empty object inside a value. */
export function emptyValues(value: unknown, path = "$"): string[] {
  if (value === undefined || value === null || value === "") return [path];
  if (Array.isArray(value)) {
    return value.length === 0 ? [path] : value.flatMap((v, i) => emptyValues(v, `${path}[${i}]`));
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => emptyValues(v, `${path}.${k}`));
  }
  return [];
}

/** The JSON-LD blocks of rendered HTML, parsed back. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script data-ssr type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.map((m) => JSON.parse(m[1] ?? "") as Record<string, unknown>);
}
