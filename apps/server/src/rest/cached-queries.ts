import type { FastifyPluginAsync } from "fastify";

import { envelope } from "@repo/api/wire";

import type { Services } from "../services";
import { sendCachedJson } from "../content-cache";

/**
 * The public list queries at their tRPC GET URLs, answered from cached, pre-compressed bytes in
 * tRPC's own envelope: the browser's tRPC client reads them as from any procedure, while the
 * server skips the procedure, the serialisation and the compression until the next write.
 */
export const cachedQueries: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const enveloped = (read: () => Promise<unknown>) => async () => envelope(await read());

  // GET /trpc/recipes.summaries: the overview's list
  app.get("/trpc/recipes.summaries", async (request, reply) =>
    sendCachedJson(
      services.cache,
      "trpc recipes.summaries",
      request,
      reply,
      enveloped(() => services.summaries()),
    ),
  );

  // GET /trpc/recipes.list: the full list the CMS works from
  app.get("/trpc/recipes.list", async (request, reply) =>
    sendCachedJson(
      services.cache,
      "trpc recipes.list",
      request,
      reply,
      enveloped(() => services.reads.recipes.list()),
    ),
  );
};
