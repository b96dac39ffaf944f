import { describe, expect, it } from "vitest";

import { countRecipes } from "@repo/db";
import { useTestDb } from "@repo/db/testing";

import { adminCaller, anonymousCaller } from "../testing";

describe("recipes.previewNutrition", () => {
  const ctx = useTestDb();

  it("works out per portion nutrition and labels of the form's lines, marking what it cannot place", async () => {
    const { caller } = await adminCaller(ctx.db);
    const preview = await caller.recipes.previewNutrition({
      ingredients: ["240 g kipfilet", "  ", "1 blik jackfruit", "peper naar smaak"],
      servings: 2,
    });
    expect(preview.nutrition).toMatchObject({
      table: "usda-sr28+eigen",
      // 240 g x 113.58 kcal / 100 g / 2 portions (22.5 g protein x 4 + 2.62 g fat x 9 per 100 g)
      perPortion: { kcal: 136, protein: 27 },
      unmatched: ["1 blik jackfruit"],
    });
    expect(preview.labels).toEqual({
      diets: [],
      ruledOut: ["vegetarisch", "veganistisch"],
      allergens: [],
      byBrand: [],
    });
    expect(await countRecipes(ctx.db)).toBe(0);
  });

  it("refuses a visitor", async () => {
    await expect(
      anonymousCaller(ctx.db).recipes.previewNutrition({ ingredients: ["1 ui"] }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("refuses too many or too long lines", async () => {
    const { caller } = await adminCaller(ctx.db);
    await expect(
      caller.recipes.previewNutrition({ ingredients: Array.from({ length: 101 }, () => "1 ui") }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.recipes.previewNutrition({ ingredients: ["x".repeat(301)] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
