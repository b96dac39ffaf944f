import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "@repo/db";
import { adminCaller, anonymousCaller } from "@repo/api/testing";
import { getSettings, listRecipes } from "@repo/db";
import { recipeInput } from "@repo/db/testing";
import { RecipeInputSchema, SettingsInputSchema } from "@repo/schema";

import type { App } from "../app";
import { buildTestApp, login } from "../testing";

/** Everything a write could change, as one comparable value. */
async function snapshot(db: Db) {
  const users = await db.selectFrom("users").selectAll().execute();
  return JSON.stringify({ recipes: await listRecipes(db), settings: await getSettings(db), users });
}

const badValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double(),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
  fc.constant("x".repeat(30_000)),
);

/** What the server receives: JSON turns NaN into null, which can make a broken body valid. */
const onTheWire = (body: unknown): unknown => JSON.parse(JSON.stringify(body) ?? "null");

/** A valid recipe with one field broken: the inputs a careless or hostile client really sends. */
const nearlyValidRecipe = fc
  .record({ key: fc.constantFrom(...Object.keys(recipeInput()), "ingredients"), value: badValue })
  .map(({ key, value }) => ({ ...recipeInput(), [key]: value }))
  .filter(
    (body) =>
      !RecipeInputSchema.safeParse(body).success && !RecipeInputSchema.safeParse(onTheWire(body)).success,
  );

const anyInvalidRecipe = fc
  .anything({ maxDepth: 3 })
  .filter(
    (body) =>
      !RecipeInputSchema.safeParse(body).success && !RecipeInputSchema.safeParse(onTheWire(body)).success,
  );
const invalidRecipe = fc.oneof(nearlyValidRecipe, anyInvalidRecipe);
const invalidSettings = fc
  .oneof(fc.anything({ maxDepth: 2 }), fc.record({ heroImageUrl: badValue }))
  .filter(
    (body) =>
      !SettingsInputSchema.safeParse(body).success && !SettingsInputSchema.safeParse(onTheWire(body)).success,
  );

const RUNS = 300;

describe("fuzzing every write with malformed input", () => {
  let app: App;
  let db: Db;
  let cookie: string;
  let recipeId: string;

  beforeAll(async () => {
    ({ app, db } = await buildTestApp({ login: { maxAttempts: 1_000_000, windowSeconds: 60 } }));
    cookie = await login(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/recipes",
      headers: { cookie },
      payload: recipeInput(),
    });
    recipeId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });

  const writes = () => [
    { method: "POST" as const, url: "/api/recipes", arbitrary: invalidRecipe },
    { method: "PUT" as const, url: `/api/recipes/${recipeId}`, arbitrary: invalidRecipe },
    { method: "PUT" as const, url: "/api/settings", arbitrary: invalidSettings },
  ];

  for (const who of ["admin", "anonymous"] as const) {
    it(`REST answers 4xx and changes nothing (${who})`, async () => {
      const before = await snapshot(db);
      for (const write of writes()) {
        await fc.assert(
          fc.asyncProperty(write.arbitrary, async (body) => {
            const response = await app.inject({
              method: write.method,
              url: write.url,
              headers: { "content-type": "application/json", ...(who === "admin" ? { cookie } : {}) },
              payload: JSON.stringify(body) ?? "",
            });
            // Bodies the JSON parser refuses (e.g. a "__proto__" key) get 400 before the session is read.
            expect(who === "admin" ? [400, 413] : [400, 401, 413]).toContain(response.statusCode);
          }),
          { numRuns: RUNS },
        );
      }
      expect(await snapshot(db)).toBe(before);
    });
  }

  it("REST answers malformed JSON and odd paths with 4xx", async () => {
    const before = await snapshot(db);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          "POST /api/recipes",
          `PUT /api/recipes/${recipeId}`,
          "PUT /api/settings",
          "POST /api/auth/login",
        ),
        fc.string({ maxLength: 40 }),
        async (payload, route, suffix) => {
          const [method, url] = route.split(" ") as ["POST" | "PUT", string];
          const response = await app.inject({
            method,
            url: `${url}${encodeURIComponent(suffix)}`,
            headers: { "content-type": "application/json", cookie },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot(db)).toBe(before);
  });

  it("procedures throw client errors only, for both callers", async () => {
    const { caller: admin } = await adminCaller(db);
    const anonymous = anonymousCaller(db);
    const before = await snapshot(db);
    await fc.assert(
      fc.asyncProperty(invalidRecipe, invalidSettings, fc.anything(), async (recipe, settings, id) => {
        for (const caller of [admin, anonymous]) {
          const attempts = [
            () => caller.recipes.create(recipe as never),
            () => caller.recipes.update({ id: recipeId, recipe } as never),
            () => caller.recipes.delete({ id } as never),
            () => caller.settings.update(settings as never),
          ];
          for (const attempt of attempts) {
            const error = await attempt().then(
              () => null,
              (e: unknown) => e as { code?: string },
            );
            expect(["BAD_REQUEST", "UNAUTHORIZED", "NOT_FOUND"]).toContain(error?.code);
          }
        }
      }),
      { numRuns: RUNS },
    );
    expect(await snapshot(db)).toBe(before);
  });
});
