import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import { buildPagesTestApp, login } from "../testing";

const CONCEPT = "Geheime concepttaart";

describe("REST: history, concepts and publishing", () => {
  let app: App;
  let cookie: string;
  beforeEach(async () => {
    ({ app } = await buildPagesTestApp());
    cookie = await login(app);
  });
  afterEach(() => app.close());

  const visitor = (url: string) => app.inject({ method: "GET", url });
  const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const trpcUrl = (path: string, input?: object) =>
    `/trpc/${path}${input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ""}`;

  it("keeps a version per save, lists it with its diff, and restores it as a new save", async () => {
    const made = (await admin("POST", "/api/recipes", recipeInput({ name: "Soep" }))).json<{ id: string }>();
    const edit = (name: string, instructions: string) =>
      admin("PUT", `/api/recipes/${made.id}`, recipeInput({ name, instructions }));
    expect((await edit("Tomatensoep", "Snijd de tomaten.\nKook ze.")).statusCode).toBe(200);
    expect(
      (await edit("Tomatensoep met basilicum", "Snijd de tomaten.\nKook ze.\nRoer de basilicum erdoor."))
        .statusCode,
    ).toBe(200);

    const history = await admin("GET", `/api/recipes/${made.id}/history`);
    expect(history.statusCode).toBe(200);
    const { versions } = history.json<{
      versions: { id: string; data: { name: string }; changes: unknown[] }[];
    }>();
    expect(versions.map((v) => v.data.name)).toEqual(["Tomatensoep", "Soep"]);
    expect(versions[0]?.changes).toEqual([
      { field: "name", before: "Tomatensoep", after: "Tomatensoep met basilicum" },
      {
        field: "instructions",
        lines: [
          { kind: "same", text: "Snijd de tomaten." },
          { kind: "same", text: "Kook ze." },
          { kind: "added", text: "Roer de basilicum erdoor." },
        ],
      },
    ]);

    const restore = await admin("POST", `/api/recipes/${made.id}/history/${versions[0]?.id}/restore`);
    expect(restore.statusCode).toBe(200);
    expect(restore.json<{ name: string }>().name).toBe("Tomatensoep");
    expect((await visitor(`/api/recipes/${made.id}`)).json<{ name: string }>().name).toBe("Tomatensoep");
    const after = (await admin("GET", `/api/recipes/${made.id}/history`)).json<{ versions: unknown[] }>();
    expect(after.versions).toHaveLength(3);

    // Without a session nothing is read or restored; an unknown version changes nothing.
    expect((await visitor(`/api/recipes/${made.id}/history`)).statusCode).toBe(401);
    expect((await admin("POST", `/api/recipes/${made.id}/history/unknown/restore`)).statusCode).toBe(404);
    expect((await admin("GET", "/api/recipes/unknown/history")).statusCode).toBe(404);
    expect(
      (await admin("GET", `/api/recipes/${made.id}/history`)).json<{ versions: unknown[] }>().versions,
    ).toHaveLength(3);
  });

  it("a concept is in no visitor's read, the administrator sees it, and publishing shows it everywhere", async () => {
    await admin("POST", "/api/recipes", recipeInput({ name: "Gewone soep" }));
    // Fill the caches first, so the test sees that they do not keep the concept out or in wrongly.
    for (const url of [
      "/",
      "/api/recipes",
      "/sitemap.xml",
      trpcUrl("recipes.summaries"),
      trpcUrl("recipes.list"),
    ])
      expect((await visitor(url)).statusCode).toBe(200);

    const created = await admin("POST", "/api/recipes", {
      ...recipeInput({ name: CONCEPT }),
      status: "draft",
    });
    expect(created.statusCode).toBe(201);
    const concept = created.json<{ id: string; status: string }>();
    expect(concept.status).toBe("draft");

    // The administrator's own reads of the concept come first: they must not fill a visitor's cache.
    expect((await admin("GET", trpcUrl("recipes.page", { id: concept.id }))).statusCode).toBe(200);
    const desk = (await admin("GET", trpcUrl("recipes.desk"))).json<{
      result: { data: { name: string; status: string }[] };
    }>();
    expect(desk.result.data.map((r) => [r.name, r.status])).toEqual([
      [CONCEPT, "draft"],
      ["Gewone soep", "published"],
    ]);

    const hidden = async () => {
      for (const url of [
        "/",
        "/api/recipes",
        "/sitemap.xml",
        "/weekmenu",
        trpcUrl("recipes.summaries"),
        trpcUrl("recipes.list"),
        trpcUrl("recipes.weekSample"),
        trpcUrl("recipes.overview", {
          search: "",
          activeChapter: "alle",
          chapters: [],
          proteinTypes: [],
          preparationMethods: [],
          diets: [],
        }),
      ]) {
        const response = await visitor(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain("concepttaart");
      }
      for (const url of [
        `/api/recipes/${concept.id}`,
        `/recipe/${concept.id}`,
        trpcUrl("recipes.page", { id: concept.id }),
        trpcUrl("recipes.byId", { id: concept.id }),
      ]) {
        const response = await visitor(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain("concepttaart");
      }
    };
    await hidden();
    // A PUT without a status leaves the concept a concept.
    expect(
      (await admin("PUT", `/api/recipes/${concept.id}`, recipeInput({ name: CONCEPT }))).json<{
        status: string;
      }>().status,
    ).toBe("draft");
    await hidden();

    expect((await visitor(`/api/recipes/${concept.id}/publish`)).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: `/api/recipes/${concept.id}/publish` })).statusCode).toBe(
      401,
    );
    const published = await admin("POST", `/api/recipes/${concept.id}/publish`);
    expect(published.json<{ status: string }>().status).toBe("published");
    for (const url of [
      "/",
      "/api/recipes",
      "/sitemap.xml",
      `/api/recipes/${concept.id}`,
      `/recipe/${concept.id}`,
      trpcUrl("recipes.summaries"),
    ]) {
      const response = await visitor(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(url === "/sitemap.xml" ? concept.id : "concepttaart");
    }
  });
});
