import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { getSettings, insertRecipe, listRecipes } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";

describe("POST /api/import/collection with IMAGE_HOSTS set", () => {
  const ctx = useLoggedInApp({ imageHosts: ["images.example"] });

  const exported = async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/export",
      headers: { cookie: ctx.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ recipes: Record<string, unknown>[]; settings: Record<string, unknown> }>();
  };
  const importFile = (file: object) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import/collection",
      payload: file,
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
    });

  it("refuses a file with an image from a host not allowed with a 400 naming the recipe, and writes nothing", async () => {
    const kept = await insertRecipe(ctx.db, recipeData({ name: "Blijft" }));
    const file = await exported();
    const foreign = {
      ...file.recipes[0],
      id: "van-elders",
      name: "Soep van elders",
      imageUrl: "https://cdn.elders.example/soep.jpg",
    };
    const response = await importFile({ ...file, recipes: [...file.recipes, foreign] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        "De afbeelding van 'Soep van elders' komt van cdn.elders.example, en afbeeldingen van die website zijn hier niet toegestaan. Er is niets gewijzigd.",
    });
    const hero = await importFile({
      ...file,
      settings: { heroImageUrl: "https://cdn.elders.example/h.jpg" },
    });
    expect(hero.statusCode).toBe(400);
    expect(hero.json<{ message: string }>().message).toMatch(
      /^De hero-afbeelding komt van cdn\.elders\.example,/,
    );
    expect(await listRecipes(ctx.db)).toEqual([kept]);
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();

    const allowed = { ...foreign, imageUrl: "https://images.example/soep.jpg" };
    const ok = await importFile({ ...file, recipes: [...file.recipes, allowed] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      added: 1,
      changed: 0,
      same: 1,
      images: { added: 0, changed: 0, same: 0 },
    });
    // Both may carry the same creation time, so the list's order between them is not fixed.
    const images = (await listRecipes(ctx.db)).map((r) => r.imageUrl);
    expect(images).toHaveLength(2);
    expect(images).toEqual(expect.arrayContaining([null, "https://images.example/soep.jpg"]));
  });
});

describe("item 5: a collection import moves its images in only after the recipes commit", () => {
  const ctx = useLoggedInApp();
  const picture = (width: number, background: string) =>
    sharp({ create: { width, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  const FILES = ["", "?w=320", "?w=640", "?w=1280"];

  /** The image's four files as served. */
  const served = async (path: string) =>
    Promise.all(
      FILES.map(async (query) => {
        const response = await ctx.app.inject({ method: "GET", url: `${path}${query}` });
        expect(response.statusCode).toBe(200);
        return response.rawPayload;
      }),
    );

  async function upload(bytes: Buffer): Promise<string> {
    const issued = await ctx.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: ctx.cookie },
    });
    const url = new URL(issued.json<{ uploadURL: string }>().uploadURL);
    const stored = await ctx.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      payload: bytes,
      headers: { "content-type": "image/png" },
    });
    return stored.json<{ objectPath: string }>().objectPath;
  }

  const importFile = (file: object, preview = false) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/import/collection${preview ? "?preview=true" : ""}`,
      payload: file,
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
    });

  const stagedLeft = async () =>
    (await readdir(path.join(ctx.dataDir, "objects", "staged-images")).catch(() => [])).length;

  it("refuses another picture under an existing key plus an invalid one with 400, leaving the key's files as they were; a preview counts it, an import replaces it", async () => {
    const photo = await upload(await picture(40, "#c06030"));
    const kept = await insertRecipe(ctx.db, recipeData({ name: "Met foto", imageUrl: photo }));
    const before = await served(photo);
    const file = (
      await ctx.app.inject({ method: "GET", url: "/api/export", headers: { cookie: ctx.cookie } })
    ).json<{ recipes: Record<string, unknown>[]; images: Record<string, string> }>();
    const other = (await picture(50, "#3060c0")).toString("base64");
    const newRecipe = { ...file.recipes[0], id: "nieuw-recept", name: "Nieuw" };

    const broken = await importFile({
      ...file,
      recipes: [...file.recipes, newRecipe],
      images: {
        [photo]: other,
        "/objects/recipe-images/kapotkapotkapot01": Buffer.from("<svg/>").toString("base64"),
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: "Dit bestand is geen geldige export van het receptenboek. Er is niets gewijzigd.",
    });
    expect(await listRecipes(ctx.db)).toEqual([kept]);
    expect(await served(photo)).toEqual(before);
    expect(await stagedLeft()).toBe(0);

    const valid = { ...file, recipes: [...file.recipes, newRecipe], images: { [photo]: other } };
    const preview = await importFile(valid, true);
    expect(preview.json()).toEqual({
      added: 1,
      changed: 0,
      same: 1,
      images: { added: 0, changed: 1, same: 0 },
    });
    expect(await served(photo)).toEqual(before);
    expect(await stagedLeft()).toBe(0);

    const imported = await importFile(valid);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual(preview.json());
    const after = await served(photo);
    expect((await sharp(after[0]).metadata()).width).toBe(50);
    after.forEach((bytes, i) => expect(bytes.equals(before[i] ?? Buffer.alloc(0))).toBe(false));
    expect(await stagedLeft()).toBe(0);
    expect((await listRecipes(ctx.db)).map((r) => r.name).sort()).toEqual(["Met foto", "Nieuw"]);

    // The same file again: the picture now stored is its re-encoding, so it counts as the same.
    expect((await importFile(valid, true)).json()).toEqual({
      added: 0,
      changed: 0,
      same: 2,
      images: { added: 0, changed: 0, same: 1 },
    });
  });
});

describe("POST /api/import/collection reads its file from the stream", () => {
  const ctx = useLoggedInApp();

  const send = (payload: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import/collection?preview=true",
      payload,
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
    });

  it.each([
    ["cut off halfway", '{"format":"receptenboek","recipes":[{"name":"Soep"'],
    ["followed by more", '{"recipes":[]} {"recipes":[]}'],
    ["not JSON at all", "recepten"],
  ])("answers a file %s with 400 and changes nothing", async (_label, payload) => {
    const before = await listRecipes(ctx.db);
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Body is not valid JSON" });
    expect(await listRecipes(ctx.db)).toEqual(before);
  });

  it("reads a whole export back", async () => {
    const exported = await ctx.app.inject({ url: "/api/export", headers: { cookie: ctx.cookie } });
    const response = await send(exported.body);
    expect(response.statusCode).toBe(200);
    const recipes = exported.json<{ recipes: unknown[] }>().recipes.length;
    expect(response.json()).toMatchObject({ added: 0, changed: 0, same: recipes });
  });
});
