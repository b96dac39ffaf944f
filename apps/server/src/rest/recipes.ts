import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";
import { RecipeIdSchema } from "@repo/schema";

import type { Services } from "../services";
import { sendCached, sendCachedJson } from "../content-cache";

type IdParams = { Params: { id: string } };
type CreateBody = { Body: RouterInputs["recipes"]["create"] };
type UpdateBody = IdParams & { Body: RouterInputs["recipes"]["update"]["recipe"] };

const cacheKey = (id: string) => `GET /api/recipes/${id}`;

export const recipesRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/recipes: pre-serialised, pre-compressed bytes until the next write; ETag revalidation.
  app.get("/", async (request, reply) =>
    sendCachedJson(services.cache, "recipes.list", request, reply, () => services.reads.recipes.list()),
  );

  // GET /api/recipes/:id: kept like the list until the next write, with an ETag for revalidation.
  // Only canonical ids are ever held, so an id found as it is needs no checking.
  app.get<IdParams>("/:id", (request, reply) => {
    const held = services.cache.peek(cacheKey(request.params.id));
    if (held) return sendCached(request, reply, held);
    const id = RecipeIdSchema.safeParse(request.params.id);
    const read = () => services.reads.recipes.byId({ id: request.params.id });
    // An id that cannot exist gets byId's own answer and never a cache entry.
    if (!id.success) return read();
    return sendCachedJson(services.cache, cacheKey(id.data), request, reply, read);
  });

  // POST /api/recipes
  app.post<CreateBody>("/", async (request, reply) => {
    const recipe = await (await request.caller()).recipes.create(request.body);
    return reply.code(201).send(recipe);
  });

  // PUT /api/recipes/:id
  app.put<UpdateBody>("/:id", async (request) =>
    (await request.caller()).recipes.update({ id: request.params.id, recipe: request.body }),
  );

  // GET /api/recipes/:id/history: the earlier versions, newest first, with what each save changed
  app.get<IdParams>("/:id/history", async (request) =>
    (await request.caller()).history.list({ id: request.params.id }),
  );

  // POST /api/recipes/:id/history/:versionId/restore: the version back, as a new save
  app.post<{ Params: { id: string; versionId: string } }>(
    "/:id/history/:versionId/restore",
    async (request) =>
      (await request.caller()).history.restore({
        id: request.params.id,
        versionId: request.params.versionId,
      }),
  );

  // POST /api/recipes/:id/publish: a concept becomes public
  app.post<IdParams>("/:id/publish", async (request) =>
    (await request.caller()).recipes.publish({ id: request.params.id }),
  );

  // DELETE /api/recipes/:id
  app.delete<IdParams>("/:id", async (request) =>
    (await request.caller()).recipes.delete({ id: request.params.id }),
  );
};
