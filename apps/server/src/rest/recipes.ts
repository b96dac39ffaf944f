import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import type { RouterInputs } from "@repo/api";
import { IdempotencyKeySchema, RecipeIdSchema } from "@repo/schema";

import type { Services } from "../services";
import { sendCached, sendCachedJson } from "../content-cache";
import { input, ok, parameters, pathParams, refused, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";

type IdParams = { Params: { id: string } };
type CreateBody = { Body: RouterInputs["recipes"]["create"] };
type UpdateBody = IdParams & { Body: RouterInputs["recipes"]["update"]["recipe"] };

const cacheKey = (id: string) => `GET /api/recipes/${id}`;
const ID = pathParams("id");

export const recipesRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/recipes: pre-serialised, pre-compressed bytes until the next write; ETag revalidation.
  app.get(
    "/",
    { schema: { summary: "Every recipe", response: { 200: ok(z.array(s.RecipeSchema)) } } },
    async (request, reply) =>
      sendCachedJson(services.cache, "recipes.list", request, reply, () => services.reads.recipes.list()),
  );

  // GET /api/recipes/:id: kept like the list until the next write, with an ETag for revalidation.
  // Only canonical ids are ever held, so an id found as it is needs no checking.
  app.get<IdParams>(
    "/:id",
    {
      schema: {
        summary: "One recipe",
        params: ID,
        response: { 200: ok(s.RecipeSchema), 404: refused("No such recipe (also one in the trash)") },
      },
    },
    (request, reply) => {
      const held = services.cache.peek(cacheKey(request.params.id));
      if (held) return sendCached(request, reply, held);
      const id = RecipeIdSchema.safeParse(request.params.id);
      const read = () => services.reads.recipes.byId({ id: request.params.id });
      // An id that cannot exist gets byId's own answer and never a cache entry.
      if (!id.success) return read();
      return sendCachedJson(services.cache, cacheKey(id.data), request, reply, read);
    },
  );

  // POST /api/recipes
  app.post<CreateBody>(
    "/",
    {
      schema: {
        summary: "Create a recipe",
        security: SESSION,
        headers: parameters({
          "Idempotency-Key": [
            "Makes a retry safe: the same key with the same body, from the same login within 24 hours, answers the recipe the first request made as it is now (201) instead of making a second one, and changes nothing. Another login's key is a fresh request.",
            IdempotencyKeySchema,
          ],
        }),
        body: input(s.RecipeInputSchema),
        response: {
          201: ok(s.RecipeSchema),
          404: refused("A retry (same Idempotency-Key) of a create whose recipe has since been deleted"),
          422: refused("The Idempotency-Key was already used for another body"),
        },
      },
    },
    async (request, reply) => {
      const recipe = await (await request.caller()).recipes.create(request.body);
      return reply.code(201).send(recipe);
    },
  );

  // PUT /api/recipes/:id
  app.put<UpdateBody>(
    "/:id",
    {
      schema: {
        summary: "Replace a recipe's fields",
        security: SESSION,
        params: ID,
        body: input(s.RecipeInputSchema),
        response: { 200: ok(s.RecipeSchema), 404: refused("No such recipe") },
      },
    },
    async (request) =>
      (await request.caller()).recipes.update({ id: request.params.id, recipe: request.body }),
  );

  // GET /api/recipes/:id/history: the earlier versions, newest first, with what each save changed
  app.get<IdParams>(
    "/:id/history",
    {
      schema: {
        summary:
          "A recipe (concept or not) with its earlier versions, newest first: each save keeps the version it replaced, at least 90 days or the newest 50",
        security: SESSION,
        params: ID,
        response: { 200: ok(s.HistorySchema), 404: refused("No such recipe") },
      },
    },
    async (request) => (await request.caller()).history.list({ id: request.params.id }),
  );

  // POST /api/recipes/:id/history/:versionId/restore: the version back, as a new save
  app.post<{ Params: { id: string; versionId: string } }>(
    "/:id/history/:versionId/restore",
    {
      schema: {
        summary: "Bring an earlier version back as a new save (the text it replaces becomes a version)",
        security: SESSION,
        params: pathParams("id", "versionId"),
        response: { 200: ok(s.RecipeSchema), 404: refused("No such recipe or version") },
      },
    },
    async (request) =>
      (await request.caller()).history.restore({
        id: request.params.id,
        versionId: request.params.versionId,
      }),
  );

  // POST /api/recipes/:id/publish: a concept becomes public
  app.post<IdParams>(
    "/:id/publish",
    {
      schema: {
        summary: "Make a concept public; its content stays as it is",
        security: SESSION,
        params: ID,
        response: { 200: ok(s.RecipeSchema), 404: refused("No such recipe") },
      },
    },
    async (request) => (await request.caller()).recipes.publish({ id: request.params.id }),
  );

  // DELETE /api/recipes/:id
  app.delete<IdParams>(
    "/:id",
    {
      schema: {
        summary: "Move a recipe to the trash (kept 30 days)",
        security: SESSION,
        params: ID,
        response: { 200: ok(s.SuccessSchema), 404: refused("No such recipe") },
      },
    },
    async (request) => (await request.caller()).recipes.delete({ id: request.params.id }),
  );
};
