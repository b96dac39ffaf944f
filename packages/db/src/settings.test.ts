import { describe, expect, it } from "vitest";

import { getSettings, saveSettings, SETTINGS_ID } from "./settings";
import { useTestDb } from "./testing";

describe("settings", () => {
  const ctx = useTestDb();

  it("reads no hero image on a new database", async () => {
    expect(await getSettings(ctx.db)).toEqual({ id: SETTINGS_ID, heroImageUrl: null });
  });

  it("saves the hero image and reads it back", async () => {
    const saved = await saveSettings(ctx.db, "https://example.com/hero.jpg");
    expect(saved).toEqual({ id: SETTINGS_ID, heroImageUrl: "https://example.com/hero.jpg" });
    expect(await getSettings(ctx.db)).toEqual(saved);
  });

  it("replaces the hero image in the one settings row", async () => {
    await saveSettings(ctx.db, "https://example.com/one.jpg");
    await saveSettings(ctx.db, "/objects/recipe-images/abcdefghijklmnop");
    expect((await getSettings(ctx.db)).heroImageUrl).toBe("/objects/recipe-images/abcdefghijklmnop");
    expect(await ctx.db.selectFrom("settings").selectAll().execute()).toHaveLength(1);
  });

  it("clears the hero image with null", async () => {
    await saveSettings(ctx.db, "https://example.com/hero.jpg");
    await saveSettings(ctx.db, null);
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();
  });
});
