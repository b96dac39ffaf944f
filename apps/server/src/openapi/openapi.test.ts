import { describe, expect, it } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";
import { nlSamen } from "@repo/strings";

import { useLoggedInApp } from "../testing";
import { openApiPath } from "./document";

type Paths = Record<
  string,
  Record<string, { requestBody?: unknown; parameters?: { name: string; in: string }[] }>
>;

const MESSAGE = {
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
  additionalProperties: false,
};
const refusal = (description: string) => ({
  description,
  content: { "application/json": { schema: MESSAGE } },
});

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

  it("writes a route's own description of itself as its operation", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Paths }>();
    expect(doc.paths["/api/trash/{id}"]?.delete).toEqual({
      summary: "Remove a recipe in the trash for good, with its uploaded image",
      security: [{ session: [] }],
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string", minLength: 1, maxLength: 64 } },
      ],
      responses: {
        200: {
          description: "OK",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { success: { type: "boolean", const: true } },
                required: ["success"],
                additionalProperties: false,
              },
            },
          },
        },
        400: refusal("Invalid input"),
        401: refusal("Not logged in"),
        403: refusal("Cross-site request refused"),
        404: refusal("Not in the trash"),
      },
    });
    expect(doc.paths["/api/recipes/{id}/history/{versionId}/restore"]?.post?.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path" }),
      expect.objectContaining({ name: "versionId", in: "path" }),
    ]);
    expect(doc.paths["/api/openapi.json"]?.get).toEqual({
      summary: "This document",
      responses: { 200: { description: "OK", content: { "application/json": {} } } },
    });
  });

  it("documents every registered /api route with its methods and path parameters, and nothing else", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Paths }>();
    const registered = new Set(
      ctx.app.registeredRoutes
        .filter((r) => r.url.startsWith("/api") && r.method !== "HEAD")
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented.length).toBe(34);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...registered].sort()).toEqual([...documented].sort());
    for (const [path, methods] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const [method, op] of Object.entries(methods)) {
        const inPath = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(inPath, `${method} ${path}`).toEqual(names);
      }
    }
  });

  it("route schemas only document: answers keep what the schema leaves out, refusals are the procedures'", async () => {
    // HealthSchema names only status and reason; Fastify's serialiser would drop the rest.
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ status: "ok", database: "ok", store: "ok", disk: "ok" });
    // A body the documented schema refuses reaches the procedure, which answers in its own words.
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: { cookie: ctx.cookie },
      payload: { heroImageUrl: 5, extra: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "Invalid input", errors: { fieldErrors: {} } });
    // A query its schema refuses (after=-1) on an id that names nothing: the route's own order
    // of checks answers, the unknown household first.
    const samen = await ctx.app.inject({ method: "GET", url: "/api/samen/x/updates?after=-1" });
    expect(samen.statusCode).toBe(404);
    expect(samen.json()).toEqual({ message: nlSamen.server.notFound });
  });

  it("every documented path answers with its route, not the not-found answer", async () => {
    const recipe = await insertRecipe(ctx.db, recipeData());
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Paths }>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        // Logout last would end the session the others use; its own test is in rest/auth.
        if (path === "/api/auth/logout") continue;
        const url = path.replace("{id}", recipe.id);
        const response = await ctx.app.inject({
          method: method.toUpperCase() as "GET",
          url,
          headers: { cookie: ctx.cookie },
          ...(op.requestBody ? { payload: {} } : {}),
        });
        const label = `${method} ${path}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.body, label).not.toBe(JSON.stringify({ message: "Not found" }));
        expect(
          ctx.app.hasRoute({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ":$1") }),
          label,
        ).toBe(true);
      }
    }
  });
});
