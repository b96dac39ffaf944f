import { describe, expect, it } from "vitest";

import { procedureUrl } from "@repo/api/wire";

import { keptRecipeIds } from "./caches";

const origin = "https://recepten.example";

describe("keptRecipeIds", () => {
  it("reads the recipe ids from the kept reads the app makes, and nothing else", () => {
    const urls = [
      `${origin}${procedureUrl("recipes.page", { id: "abc" })}`,
      `${origin}${procedureUrl("recipes.page", { id: "x y/z" })}`,
      `${origin}${procedureUrl("recipes.related", { id: "other" })}`,
      `${origin}${procedureUrl("recipes.summaries")}`,
      `${origin}/trpc/recipes.page?input=niet-json`,
      `${origin}/trpc/recipes.page?input=${encodeURIComponent(JSON.stringify({ id: 4 }))}`,
      `${origin}/recipe/abc`,
    ];
    expect([...keptRecipeIds(urls)]).toEqual(["abc", "x y/z"]);
  });
});
