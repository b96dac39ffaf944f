import { TRPCError } from "@trpc/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { recipeInput, useTestDb } from "@repo/db/testing";

import type { PageImport } from "../context";
import { ImportFailure } from "../context";
import { adminCaller, anonymousCaller } from "../testing";

/** Pages by address; any other address is refused as the fetch guard refuses a private one. */
const fakePages = (pages: Record<string, string>): PageImport => ({
  begin: () => ({
    fetchPage: (url) => {
      const body = pages[url];
      if (body === undefined)
        return Promise.reject(new ImportFailure(502, "Dit adres mag niet worden opgehaald."));
      return Promise.resolve({ body, url });
    },
    importImage: () => Promise.reject(new Error("no images here")),
  }),
});

const recipePage = (name: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    "@type": "Recipe",
    name,
    recipeIngredient: ["2 eieren", "1 ui"],
    recipeInstructions: "Bak alles.",
  })}</script>`;

const ALL = {
  search: "",
  activeChapter: "alle",
  chapters: [],
  proteinTypes: [],
  preparationMethods: [],
  diets: [],
};

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: unknown) => (error instanceof TRPCError ? error.code : "other"),
  );

describe("the editor's desk through createCaller", () => {
  const ctx = useTestDb();
  afterEach(() => vi.useRealTimers());

  it("keeps the version each save replaces, shows what changed, and restores one as a new save", async () => {
    const { caller } = await adminCaller(ctx.db);
    const made = await caller.recipes.create(
      recipeInput({ name: "Omelet", ingredients: ["2 eieren", "zout"] }),
    );
    expect((await caller.history.list({ id: made.id })).versions).toEqual([]);

    await caller.recipes.update({
      id: made.id,
      recipe: recipeInput({ name: "Omelet met kaas", ingredients: ["2 eieren", "30 g kaas", "zout"] }),
    });
    await caller.recipes.update({
      id: made.id,
      recipe: recipeInput({ name: "Kaasomelet", ingredients: ["3 eieren", "30 g kaas", "zout"] }),
    });

    const { recipe, versions } = await caller.history.list({ id: made.id });
    expect(recipe.name).toBe("Kaasomelet");
    expect(versions.map((v) => v.data.name)).toEqual(["Omelet met kaas", "Omelet"]);
    // The oldest version's step: the first save added the cheese and renamed the recipe.
    expect(versions[1]?.changes).toEqual([
      { field: "name", before: "Omelet", after: "Omelet met kaas" },
      {
        field: "ingredients",
        lines: [
          { kind: "same", text: "2 eieren" },
          { kind: "added", text: "30 g kaas" },
          { kind: "same", text: "zout" },
        ],
      },
    ]);
    expect(versions[0]?.changes[1]).toEqual({
      field: "ingredients",
      lines: [
        { kind: "removed", text: "2 eieren" },
        { kind: "added", text: "3 eieren" },
        { kind: "same", text: "30 g kaas" },
        { kind: "same", text: "zout" },
      ],
    });

    const oldest = versions[1]?.id ?? "";
    const restored = await caller.history.restore({ id: made.id, versionId: oldest });
    expect(restored.name).toBe("Omelet");
    expect(restored.ingredients).toEqual(["2 eieren", "zout"]);
    const after = await caller.history.list({ id: made.id });
    expect(after.versions.map((v) => v.data.name)).toEqual(["Kaasomelet", "Omelet met kaas", "Omelet"]);

    expect(await code(caller.history.restore({ id: made.id, versionId: "nope" }))).toBe("NOT_FOUND");
    expect(await code(anonymousCaller(ctx.db).history.list({ id: made.id }))).toBe("UNAUTHORIZED");
  });

  it("hides a concept from every read without a session, shows it to the administrator, and publishes it", async () => {
    const { caller } = await adminCaller(ctx.db);
    const visitor = anonymousCaller(ctx.db);
    // A minute apart, so newest first has one answer.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 1) });
    const shown = await caller.recipes.create(recipeInput({ name: "Gepubliceerd" }));
    vi.setSystemTime(Date.UTC(2026, 10, 1, 0, 1));
    // Left out, the status is published: a create is public as it always was.
    expect(shown.status).toBe("published");
    const concept = await caller.recipes.create(recipeInput({ name: "Nog niet af", status: "draft" }));
    expect(concept.status).toBe("draft");

    expect((await visitor.recipes.list()).map((r) => r.name)).toEqual(["Gepubliceerd"]);
    expect((await visitor.recipes.summaries()).map((r) => r.name)).toEqual(["Gepubliceerd"]);
    expect((await visitor.recipes.overview(ALL)).total).toBe(1);
    const week = await visitor.recipes.weekSample();
    expect(JSON.stringify(week)).not.toContain("Nog niet af");
    expect(await code(visitor.recipes.byId({ id: concept.id }))).toBe("NOT_FOUND");
    expect(await code(visitor.recipes.page({ id: concept.id }))).toBe("NOT_FOUND");
    expect(await code(visitor.recipes.related({ id: concept.id }))).toBe("NOT_FOUND");
    expect(await code(visitor.recipes.desk())).toBe("UNAUTHORIZED");
    expect(await code(visitor.recipes.publish({ id: concept.id }))).toBe("UNAUTHORIZED");

    // The administrator: the concept in the CMS's list (newest first), by id and as its page.
    expect((await caller.recipes.desk()).map((r) => [r.name, r.status])).toEqual([
      ["Nog niet af", "draft"],
      ["Gepubliceerd", "published"],
    ]);
    expect((await caller.recipes.page({ id: concept.id })).name).toBe("Nog niet af");
    // An update without a status keeps the concept a concept.
    const { status: _status, ...withoutStatus } = recipeInput({ name: "Bijna af" });
    expect((await caller.recipes.update({ id: concept.id, recipe: withoutStatus })).status).toBe("draft");
    expect(await code(visitor.recipes.byId({ id: concept.id }))).toBe("NOT_FOUND");

    expect((await caller.recipes.publish({ id: concept.id })).status).toBe("published");
    expect((await visitor.recipes.list()).map((r) => r.name)).toEqual(["Gepubliceerd", "Bijna af"]);
    expect((await visitor.recipes.byId({ id: concept.id })).name).toBe("Bijna af");
    expect(await code(caller.recipes.publish({ id: "no-such-recipe" }))).toBe("NOT_FOUND");
  });

  it("lists the CMS's recipes newest first, or by name, date or chapter", async () => {
    const { caller } = await adminCaller(ctx.db);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 1) });
    for (const [name, chapter] of [
      ["Soep van de dag", "Soepen"],
      ["appeltaart", "Snacks"],
      ["Broodje ei", "Lunch"],
      ["Yoghurt met fruit", "Ontbijt"],
    ] as const) {
      await caller.recipes.create(recipeInput({ name, chapter }));
      vi.setSystemTime(Date.now() + 60_000);
    }
    const names = async (sort?: "newest" | "oldest" | "name" | "chapter") =>
      (await caller.recipes.desk(sort ? { sort } : undefined)).map((r) => r.name);
    expect(await names()).toEqual(["Yoghurt met fruit", "Broodje ei", "appeltaart", "Soep van de dag"]);
    expect(await names("oldest")).toEqual([
      "Soep van de dag",
      "appeltaart",
      "Broodje ei",
      "Yoghurt met fruit",
    ]);
    expect(await names("name")).toEqual(["appeltaart", "Broodje ei", "Soep van de dag", "Yoghurt met fruit"]);
    // The book's order: Ontbijt, Lunch, Diner, Soepen, ..., Snacks.
    expect(await names("chapter")).toEqual([
      "Yoghurt met fruit",
      "Broodje ei",
      "Soep van de dag",
      "appeltaart",
    ]);
    await expect(caller.recipes.desk({ sort: "random" as "name" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("imports a bulk's addresses one by one as concepts: imported, duplicate, or refused", async () => {
    const pages = fakePages({
      "https://example.org/a": recipePage("Roerei"),
      "https://example.org/b": recipePage("roerei "),
      "https://example.org/c": "<p>Geen recept</p>",
    });
    const { caller } = await adminCaller(ctx.db, { pages });
    const first = await caller.imports.concept({ url: "https://example.org/a" });
    expect(first).toMatchObject({ outcome: "imported", recipe: { name: "Roerei", status: "draft" } });
    // Another page with the same name (case and spaces aside) is a duplicate: nothing saved.
    expect(await caller.imports.concept({ url: "https://example.org/b" })).toEqual({
      outcome: "duplicate",
      recipe: { id: first.recipe.id, name: "Roerei", status: "draft" },
    });
    await expect(caller.imports.concept({ url: "http://10.0.0.1/" })).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: "Dit adres mag niet worden opgehaald.",
    });
    expect(await code(caller.imports.concept({ url: "https://example.org/c" }))).toBe("BAD_REQUEST");
    expect((await caller.recipes.desk()).map((r) => r.name)).toEqual(["Roerei"]);
    expect(await anonymousCaller(ctx.db).recipes.list()).toEqual([]);
  });

  it("a collection preview with details names the recipes it would add and change, and the fields", async () => {
    const { caller } = await adminCaller(ctx.db);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 1) });
    const soup = await caller.recipes.create(recipeInput({ name: "Soep" }));
    vi.setSystemTime(Date.UTC(2026, 10, 1, 0, 1));
    const salad = await caller.recipes.create(recipeInput({ name: "Salade" }));
    const file: unknown = JSON.parse(JSON.stringify(await caller.collection.export()));
    vi.setSystemTime(Date.UTC(2026, 10, 2));
    await caller.recipes.update({ id: soup.id, recipe: recipeInput({ name: "Tomatensoep", prepTime: 30 }) });
    await caller.recipes.delete({ id: salad.id });

    expect(await caller.collection.import({ file, preview: true, details: true })).toEqual({
      added: 0,
      changed: 2,
      same: 0,
      images: { added: 0, changed: 0, same: 0 },
      recipes: {
        added: [],
        changed: [
          { id: soup.id, name: "Soep", fields: ["name", "prepTime", "updatedAt"] },
          { id: salad.id, name: "Salade", fields: ["trash"] },
        ],
      },
    });
    // Without details the answer is the counts alone, as before.
    expect(await caller.collection.import({ file, preview: true })).not.toHaveProperty("recipes");
  });

  it("exports the history only when the file asks for it", async () => {
    const { caller } = await adminCaller(ctx.db);
    const made = await caller.recipes.create(recipeInput({ name: "Eerst" }));
    await caller.recipes.update({ id: made.id, recipe: recipeInput({ name: "Daarna" }) });
    expect("history" in (await caller.collection.export())).toBe(false);
    const file = await caller.collection.export({ history: true });
    expect(file.history?.[made.id]?.map((v) => v.data.name)).toEqual(["Eerst"]);
  });
});
