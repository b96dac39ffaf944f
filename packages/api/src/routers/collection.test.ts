import { describe, expect, it } from "vitest";

import { deleteRecipe, getSettings, insertRecipe, listRecipes, saveSettings, updateRecipe } from "@repo/db";
import { recipeData, useTestDb } from "@repo/db/testing";

import type { ContextOptions, ImageStore } from "../context";
import { createContextInner } from "../context";
import { createCaller } from "../root";
import { createAdmin, memorySession } from "../testing";

const PHOTO = "/objects/recipe-images/fotofotofotofoto01";

/**
 * Images kept in memory; "re-encoding" refuses anything but the marker bytes. Staged images wait
 * in `staged` until published.
 */
function memoryImages(): ImageStore & { files: Map<string, Buffer>; staged: Set<number> } {
  const files = new Map<string, Buffer>();
  const staged = new Set<number>();
  let next = 0;
  return {
    files,
    staged,
    read: (url) => Promise.resolve(files.get(url)),
    prepare: (bytes) => {
      if (!bytes.toString().startsWith("WEBP")) return Promise.reject(new Error("not an image"));
      const stage = () => {
        const id = next++;
        staged.add(id);
        return Promise.resolve({
          publish: (url: string) => Promise.resolve(void (staged.delete(id) && files.set(url, bytes))),
          discard: () => Promise.resolve(void staged.delete(id)),
        });
      };
      return Promise.resolve({ main: bytes, stage });
    },
    keep: () => Promise.resolve(),
    remove: (url) => Promise.resolve(void files.delete(url)),
  };
}

describe("export and import of the collection", () => {
  const ctx = useTestDb();

  async function admin(options: Pick<ContextOptions, "imageHosts" | "isOwnOrigin"> = {}) {
    const user = await createAdmin(ctx.db);
    const images = memoryImages();
    const session = memorySession({ userId: user.id, epoch: user.session_epoch });
    const caller = createCaller(
      createContextInner({
        db: ctx.db,
        session,
        images,
        uploads: { createUploadUrl: () => Promise.resolve("") },
        ...options,
      }),
    );
    return { caller, images };
  }

  it("round trip: delete three and change two, import the export, and everything is as it was", async () => {
    const { caller, images } = await admin();
    images.files.set(PHOTO, Buffer.from("WEBP foto"));
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(
        await insertRecipe(
          ctx.db,
          recipeData({ name: `Recept ${i}`, imageUrl: i === 0 ? PHOTO : null }),
          new Date(Date.UTC(2026, 0, 1 + i)),
        ),
      );
    }
    await saveSettings(ctx.db, PHOTO);
    const before = await listRecipes(ctx.db);
    const file = await caller.collection.export();
    expect(file.recipes).toEqual(before);
    expect(file.images).toEqual({ [PHOTO]: Buffer.from("WEBP foto").toString("base64") });

    for (const gone of made.slice(0, 3)) await deleteRecipe(ctx.db, gone.id);
    const [, , , fourth, fifth] = made;
    await updateRecipe(ctx.db, fourth?.id ?? "", recipeData({ name: "Gewijzigd" }));
    await updateRecipe(ctx.db, fifth?.id ?? "", recipeData({ name: "Ook gewijzigd", calories: 999 }));
    await saveSettings(ctx.db, null);
    images.files.clear();
    await insertRecipe(ctx.db, recipeData({ name: "Nieuw na de export" }));

    // A file that went through a download: plain JSON.
    const roundTripped: unknown = JSON.parse(JSON.stringify(file));
    expect(await caller.collection.import({ file: roundTripped, preview: true })).toEqual({
      added: 0,
      changed: 5,
      same: 3,
      images: { added: 1, changed: 0, same: 0 },
    });
    expect((await listRecipes(ctx.db)).map((r) => r.name)).not.toContain("Recept 0");

    expect(await caller.collection.import({ file: roundTripped })).toEqual({
      added: 0,
      changed: 5,
      same: 3,
      images: { added: 1, changed: 0, same: 0 },
    });
    const after = await listRecipes(ctx.db);
    expect(after.filter((r) => r.name !== "Nieuw na de export")).toEqual(before);
    expect(after).toHaveLength(9);
    expect((await getSettings(ctx.db)).heroImageUrl).toBe(PHOTO);
    expect(images.files.get(PHOTO)?.toString()).toBe("WEBP foto");
    expect(await caller.collection.import({ file: roundTripped, preview: true })).toEqual({
      added: 0,
      changed: 0,
      same: 8,
      images: { added: 0, changed: 0, same: 1 },
    });
  });

  it("adds recipes of another book with their ids", async () => {
    const { caller } = await admin();
    const recipe = await insertRecipe(ctx.db, recipeData({ name: "Uit een ander boek" }));
    const file: unknown = JSON.parse(JSON.stringify(await caller.collection.export()));
    await ctx.db.deleteFrom("recipes").execute();
    expect(await caller.collection.import({ file })).toEqual({
      added: 1,
      changed: 0,
      same: 0,
      images: { added: 0, changed: 0, same: 0 },
    });
    expect(await listRecipes(ctx.db)).toEqual([recipe]);
  });

  it("refuses an invalid file whole, and writes nothing", async () => {
    const { caller } = await admin();
    const kept = await insertRecipe(ctx.db, recipeData({ name: "Blijft" }));
    const good = JSON.parse(JSON.stringify(await caller.collection.export())) as {
      recipes: Record<string, unknown>[];
      images: Record<string, string>;
    };
    const newRecipe = { ...good.recipes[0], id: "nieuw-1", name: "Nieuw" };
    const bad = [
      null,
      "geen export",
      { ...good, format: "iets anders" },
      { ...good, recipes: [newRecipe, { ...good.recipes[0], prepTime: -1 }] },
      { ...good, recipes: [newRecipe, newRecipe] },
      { ...good, recipes: [newRecipe], images: { [PHOTO]: Buffer.from("<svg/>").toString("base64") } },
      { ...good, images: { "/etc/passwd": "eA==" } },
    ];
    for (const file of bad) {
      await expect(caller.collection.import({ file }), JSON.stringify(file)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "Dit bestand is geen geldige export van het receptenboek. Er is niets gewijzigd.",
      });
    }
    expect(await listRecipes(ctx.db)).toEqual([kept]);
  });

  it("holds every image to the recipe form's host rule: a foreign host refuses the file by the recipe's name", async () => {
    const { caller } = await admin({
      imageHosts: ["images.example"],
      isOwnOrigin: (origin) => origin === "https://recepten.example",
    });
    const kept = await insertRecipe(ctx.db, recipeData({ name: "Blijft" }));
    const file = JSON.parse(JSON.stringify(await caller.collection.export())) as {
      recipes: Record<string, unknown>[];
      settings: Record<string, unknown>;
    };
    const recipe = (name: string, imageUrl: string) => ({
      ...file.recipes[0],
      id: `id-${name}`,
      name,
      imageUrl,
    });
    const allowed = recipe("Toegestaan", "https://Images.example/a.jpg");
    const foreign = recipe("Vreemde foto", "https://elders.example/b.jpg");

    for (const preview of [true, false]) {
      await expect(
        caller.collection.import({ file: { ...file, recipes: [allowed, foreign] }, preview }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message:
          "De afbeelding van 'Vreemde foto' komt van elders.example, en afbeeldingen van die website zijn hier niet toegestaan. Er is niets gewijzigd.",
      });
    }
    await expect(
      caller.collection.import({
        file: { ...file, settings: { heroImageUrl: "https://elders.example/hero.jpg" } },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "De hero-afbeelding komt van elders.example, en afbeeldingen van die website zijn hier niet toegestaan. Er is niets gewijzigd.",
    });
    expect(await listRecipes(ctx.db)).toEqual([kept]);
    expect((await getSettings(ctx.db)).heroImageUrl).toBeNull();

    // An allowed host stays a link; an address on this site itself is stored as its path, as the form does.
    const own = recipe("Eigen foto", "https://recepten.example/objects/recipe-images/eigeneigeneigen01");
    expect(
      await caller.collection.import({ file: { ...file, recipes: [file.recipes[0], allowed, own] } }),
    ).toEqual({
      added: 2,
      changed: 0,
      same: 1,
      images: { added: 0, changed: 0, same: 0 },
    });
    const names = Object.fromEntries((await listRecipes(ctx.db)).map((r) => [r.name, r.imageUrl]));
    expect(names).toEqual({
      Blijft: null,
      Toegestaan: "https://Images.example/a.jpg",
      "Eigen foto": "/objects/recipe-images/eigeneigeneigen01",
    });
  });

  it("item 5: another picture under an existing key plus one invalid image refuses the file, and the stored picture stays", async () => {
    const { caller, images } = await admin();
    images.files.set(PHOTO, Buffer.from("WEBP oude foto"));
    const kept = await insertRecipe(ctx.db, recipeData({ name: "Blijft", imageUrl: PHOTO }));
    const file = JSON.parse(JSON.stringify(await caller.collection.export())) as {
      recipes: Record<string, unknown>[];
      images: Record<string, string>;
    };
    const other = Buffer.from("WEBP nieuwe foto").toString("base64");
    const broken = {
      ...file,
      recipes: [...file.recipes, { ...file.recipes[0], id: "nieuw-recept", name: "Nieuw" }],
      images: {
        [PHOTO]: other,
        "/objects/recipe-images/kapotkapotkapot01": Buffer.from("<svg/>").toString("base64"),
      },
    };
    await expect(caller.collection.import({ file: broken })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Dit bestand is geen geldige export van het receptenboek. Er is niets gewijzigd.",
    });
    expect(await listRecipes(ctx.db)).toEqual([kept]);
    expect(images.files.get(PHOTO)?.toString()).toBe("WEBP oude foto");
    expect(images.staged.size).toBe(0);

    // Without the invalid one: the preview counts the other picture as changed, and the import replaces it.
    const valid = { ...file, images: { [PHOTO]: other } };
    const counts = { added: 0, changed: 0, same: 1, images: { added: 0, changed: 1, same: 0 } };
    expect(await caller.collection.import({ file: valid, preview: true })).toEqual(counts);
    expect(images.files.get(PHOTO)?.toString()).toBe("WEBP oude foto");
    expect(images.staged.size).toBe(0);
    expect(await caller.collection.import({ file: valid })).toEqual(counts);
    expect(images.files.get(PHOTO)?.toString()).toBe("WEBP nieuwe foto");
    expect(images.staged.size).toBe(0);
  });

  it("is the admin's only", async () => {
    const anonymous = createCaller(
      createContextInner({
        db: ctx.db,
        session: memorySession(),
        uploads: { createUploadUrl: () => Promise.resolve("") },
      }),
    );
    await expect(anonymous.collection.export()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.collection.import({ file: {} })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
