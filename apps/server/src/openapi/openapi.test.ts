import { describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";
import { OPERATIONS } from "./document";

/** `/api/recipes/:id` as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/(.)\/$/, "$1");

describe("GET /api/openapi.json", () => {
  const ctx = useLoggedInApp();

  it("is an OpenAPI 3.1 document with the recipe schema the server validates with", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const doc = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    expect(doc.openapi).toBe("3.1.0");
    const create = doc.paths["/api/recipes"]?.post?.requestBody?.content["application/json"]?.schema;
    expect(create).toMatchObject({
      type: "object",
      required: ["name", "chapter", "proteinType", "preparationMethod", "ingredients", "instructions"],
      properties: {
        chapter: { enum: expect.arrayContaining(["Ontbijt", "Ritme & Rust in Balans"]) as unknown },
        prepTime: { type: "integer", minimum: 1, default: 15 },
        calories: { anyOf: [{ type: "integer", minimum: 1, maximum: 5000 }, { type: "null" }] },
      },
    });
  });

  it("documents every registered /api route, and nothing that is not one", async () => {
    const registered = new Set(
      ctx.app.registeredRoutes
        .filter((r) => r.url.startsWith("/api") && r.method !== "HEAD")
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    const documented = new Set(OPERATIONS.map((op) => `${op.method} ${op.path}`));
    expect([...registered].sort()).toEqual([...documented].sort());
  });

  it("every documented path answers with its route, not the not-found answer", async () => {
    const recipe = await insertRecipe(ctx.db, recipeData());
    for (const op of OPERATIONS) {
      // Logout last would end the session the others use; its own test is in rest/auth.
      if (op.path === "/api/auth/logout") continue;
      const url = op.path.replace("{id}", recipe.id);
      const response = await ctx.app.inject({
        method: op.method.toUpperCase() as "GET",
        url,
        headers: { cookie: ctx.cookie },
        ...(op.body ? { payload: {} } : {}),
      });
      const label = `${op.method} ${op.path}: ${response.statusCode} ${response.body.slice(0, 120)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.body, label).not.toBe(JSON.stringify({ message: "Not found" }));
      expect(
        ctx.app.hasRoute({ method: op.method.toUpperCase(), url: op.path.replace("{id}", ":id") }),
        label,
      ).toBe(true);
    }
  });
});
