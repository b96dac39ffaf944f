import type { inferProcedureInput } from "@trpc/server";
import { describe, expect, it } from "vitest";

import { getSettings, saveSettings } from "@repo/db";
import { useTestDb } from "@repo/db/testing";

import type { AppRouter } from "../root";
import { adminCaller, anonymousCaller } from "../testing";

type UpdateInput = inferProcedureInput<AppRouter["settings"]["update"]>;

const hero: UpdateInput = { heroImageUrl: "https://example.com/hero.jpg" };

describe("settingsRouter", () => {
  const ctx = useTestDb();

  it("reads no hero image on a new database", async () => {
    expect(await anonymousCaller(ctx.db).settings.get()).toEqual({ id: 1, heroImageUrl: null });
  });

  it("reads the saved hero image to anyone", async () => {
    await saveSettings(ctx.db, "https://example.com/hero.jpg");
    expect((await anonymousCaller(ctx.db).settings.get()).heroImageUrl).toBe("https://example.com/hero.jpg");
  });

  it("refuses update to an anonymous caller and changes nothing", async () => {
    await saveSettings(ctx.db, "https://example.com/old.jpg");
    await expect(anonymousCaller(ctx.db).settings.update(hero)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect((await getSettings(ctx.db)).heroImageUrl).toBe("https://example.com/old.jpg");
  });

  it("saves the hero image for the admin", async () => {
    const { caller } = await adminCaller(ctx.db);
    expect(await caller.settings.update(hero)).toEqual({
      id: 1,
      heroImageUrl: "https://example.com/hero.jpg",
    });
    expect((await getSettings(ctx.db)).heroImageUrl).toBe("https://example.com/hero.jpg");
  });

  it("accepts an uploaded image path as hero", async () => {
    const { caller } = await adminCaller(ctx.db);
    const path = "/objects/recipe-images/abcdefghijklmnop";
    expect((await caller.settings.update({ heroImageUrl: path })).heroImageUrl).toBe(path);
  });

  it("restores the default hero with null", async () => {
    await saveSettings(ctx.db, "https://example.com/old.jpg");
    const { caller } = await adminCaller(ctx.db);
    expect((await caller.settings.update({ heroImageUrl: null })).heroImageUrl).toBeNull();
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();
  });

  it.each(["", "javascript:alert(1)", "//evil.com/x.jpg"])(
    "answers BAD_REQUEST for the hero URL %j and changes nothing",
    async (heroImageUrl) => {
      await saveSettings(ctx.db, "https://example.com/old.jpg");
      const { caller } = await adminCaller(ctx.db);
      await expect(caller.settings.update({ heroImageUrl })).rejects.toMatchObject({ code: "BAD_REQUEST" });
      expect((await getSettings(ctx.db)).heroImageUrl).toBe("https://example.com/old.jpg");
    },
  );
});
