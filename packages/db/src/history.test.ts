import { describe, expect, it } from "vitest";

import { HISTORY_RETENTION } from "@repo/domain/history";

import { listVersions } from "./history";
import { insertRecipe, updateRecipe } from "./recipes";
import { recipeData, useTestDb } from "./testing";
import { deleteRecipe, purgeRecipe } from "./trash";

const DAY = 24 * 60 * 60 * 1000;

describe("recipe history", () => {
  const ctx = useTestDb();

  it("keeps the newest 50 versions of old saves, and every version younger than 90 days", async () => {
    expect(HISTORY_RETENTION).toEqual({ days: 90, versions: 50 });
    const start = Date.UTC(2026, 0, 1);
    const save = (i: number, at: number) =>
      updateRecipe(ctx.db, recipe.id, recipeData({ name: `v${i}` }), new Date(at));
    const recipe = await insertRecipe(ctx.db, recipeData({ name: "v0" }), new Date(start));
    // 60 saves an hour apart: all 60 versions are young, all are kept.
    for (let i = 1; i <= 60; i++) await save(i, start + i * 3_600_000);
    expect(await listVersions(ctx.db, recipe.id)).toHaveLength(60);

    // A save 100 days later: the old versions beyond the newest 50 go.
    await save(61, start + 100 * DAY);
    const names = async () => (await listVersions(ctx.db, recipe.id)).map((v) => v.data.name);
    const fifty = await names();
    expect(fifty).toHaveLength(50);
    expect([fifty[0], fifty.at(-1)]).toEqual(["v60", "v11"]);

    // 60 saves in the next hour: every young version stays, even past 50; the old ones go.
    for (let i = 62; i <= 121; i++) await save(i, start + 100 * DAY + i * 60_000);
    const now = await names();
    expect(now).toHaveLength(61);
    expect([now[0], now.at(-1)]).toEqual(["v120", "v60"]);
  });

  it("removes a recipe's versions with it when it is removed for good", async () => {
    const recipe = await insertRecipe(ctx.db, recipeData({ name: "Eerst" }));
    await updateRecipe(ctx.db, recipe.id, recipeData({ name: "Daarna" }));
    expect(await listVersions(ctx.db, recipe.id)).toHaveLength(1);
    await deleteRecipe(ctx.db, recipe.id);
    await purgeRecipe(ctx.db, recipe.id);
    expect(await listVersions(ctx.db, recipe.id)).toEqual([]);
  });
});
