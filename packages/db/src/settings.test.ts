import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Db } from "./client";
import { getSettings, saveSettings, SETTINGS_ID } from "./settings";
import { createTestDb } from "./testing";

describe("settings", () => {
  let db: Db;

  beforeEach(async () => {
    db = await createTestDb();
  });

  afterEach(async () => {
    await db.destroy();
  });

  it("reads no hero image on a new database", async () => {
    expect(await getSettings(db)).toEqual({ id: SETTINGS_ID, heroImageUrl: null });
  });

  it("saves the hero image and reads it back", async () => {
    const saved = await saveSettings(db, "https://example.com/hero.jpg");
    expect(saved).toEqual({ id: SETTINGS_ID, heroImageUrl: "https://example.com/hero.jpg" });
    expect(await getSettings(db)).toEqual(saved);
  });

  it("replaces the hero image in the one settings row", async () => {
    await saveSettings(db, "https://example.com/one.jpg");
    await saveSettings(db, "/objects/recipe-images/abcdefghijklmnop");
    expect((await getSettings(db)).heroImageUrl).toBe("/objects/recipe-images/abcdefghijklmnop");
    expect(await db.selectFrom("settings").selectAll().execute()).toHaveLength(1);
  });

  it("clears the hero image with null", async () => {
    await saveSettings(db, "https://example.com/hero.jpg");
    await saveSettings(db, null);
    expect((await getSettings(db)).heroImageUrl).toBeNull();
  });
});
