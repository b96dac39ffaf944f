import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor } from "../services";

type IdParams = { Params: { id: string } };

/** Picks the best encoding the client accepts; the bodies are compressed once per write. */
function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  const accepted = (header ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

export const recipesRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const caller = async (request: FastifyRequest, reply: FastifyReply) =>
    createCaller(await contextFor(services, request, reply));

  // GET /api/recipes: served from the cached bytes, revalidated by ETag.
  app.get("/", async (request, reply) => {
    const body = await services.recipeList.get();
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("etag", body.etag)
      .header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === body.etag) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (encoding) return reply.header("content-encoding", encoding).send(body[encoding]);
    return reply.send(body.json);
  });

  // GET /api/recipes/:id
  app.get<IdParams>("/:id", async (request, reply) =>
    (await caller(request, reply)).recipes.byId({ id: request.params.id }),
  );

  // POST /api/recipes
  app.post("/", async (request, reply) => {
    const recipe = await (await caller(request, reply)).recipes.create(request.body as never);
    return reply.code(201).send(recipe);
  });

  // PUT /api/recipes/:id
  app.put<IdParams>("/:id", async (request, reply) =>
    (await caller(request, reply)).recipes.update({ id: request.params.id, recipe: request.body as never }),
  );

  // DELETE /api/recipes/:id
  app.delete<IdParams>("/:id", async (request, reply) =>
    (await caller(request, reply)).recipes.delete({ id: request.params.id }),
  );
};
