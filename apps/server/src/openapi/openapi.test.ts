import { describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";

import { useLoggedInApp } from "../testing";
import { OPERATIONS } from "./operations";

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

  it("documents the headers, parameters, bodies and answers each route takes and gives", async () => {
    interface Doc {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema: unknown }[];
            requestBody?: { content: Record<string, { schema: unknown }> };
            responses: Record<string, { description: string; content?: Record<string, unknown> }>;
          }
        >
      >;
    }
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<Doc>();
    const op = (method: string, path: string) => doc.paths[path]?.[method];
    const statuses = (method: string, path: string) => Object.keys(op(method, path)?.responses ?? {});

    const create = op("post", "/api/recipes");
    expect(create?.parameters).toContainEqual({
      name: "Idempotency-Key",
      in: "header",
      description: expect.stringContaining("from the same login within 24 hours") as unknown,
      schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,200}$" },
    });
    expect(statuses("post", "/api/recipes")).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "404", "422"]),
    );
    expect(create?.responses["422"]?.description).toBe(
      "The Idempotency-Key was already used for another body",
    );

    const exportOp = op("get", "/api/export");
    expect(exportOp?.parameters).toContainEqual(
      expect.objectContaining({ name: "format", in: "query", schema: { type: "string", enum: ["jsonld"] } }),
    );
    expect(Object.keys(exportOp?.responses["200"]?.content ?? {})).toEqual([
      "application/json",
      "application/ld+json",
    ]);

    expect(op("post", "/api/import/collection")?.parameters).toContainEqual(
      expect.objectContaining({
        name: "preview",
        in: "query",
        schema: { type: "string", enum: ["true", "false"] },
      }),
    );
    expect(statuses("post", "/api/import/collection")).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "413"]),
    );

    expect(statuses("post", "/api/auth/login")).toEqual(expect.arrayContaining(["401", "403", "429"]));
    expect(op("post", "/api/auth/login")?.responses["401"]?.description).toBe("Wrong password");
    expect(statuses("post", "/api/auth/password")).toEqual(expect.arrayContaining(["401", "403", "429"]));
    expect(op("post", "/api/auth/password")?.responses["403"]?.description).toBe(
      "Cross-site request refused; The current password is wrong",
    );

    const vitals = op("post", "/api/vitals");
    const bodies = vitals?.requestBody?.content ?? {};
    expect(Object.keys(bodies)).toEqual(["application/json", "text/plain"]);
    expect(bodies["text/plain"]).toEqual(bodies["application/json"]);
    expect(statuses("post", "/api/vitals")).toEqual(
      expect.arrayContaining(["204", "400", "403", "413", "415", "429"]),
    );
    // A read is never refused as a cross-site write.
    expect(statuses("get", "/api/recipes")).not.toContain("403");
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
        ctx.app.hasRoute({ method: op.method.toUpperCase(), url: op.path.replace(/\{(\w+)\}/g, ":$1") }),
        label,
      ).toBe(true);
    }
  });
});
