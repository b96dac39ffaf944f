import type { FastifyPluginAsync } from "fastify";

import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor, originOf } from "../services";

/** An export with its images may be large: the images alone may be 10 MB each. */
const COLLECTION_BODY_LIMIT = 200 * 1024 * 1024;

export const collectionRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/export (?format=jsonld for schema.org Recipes): a download of the whole collection.
  app.get<{ Querystring: { format?: string } }>("/export", async (request, reply) => {
    const caller = createCaller(await contextFor(services, request, reply));
    const jsonld = request.query.format === "jsonld";
    const body = jsonld
      ? await caller.collection.jsonLd({ origin: originOf(services, request) })
      : await caller.collection.export();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("cache-control", "no-store")
      .header(
        "content-type",
        jsonld ? "application/ld+json; charset=utf-8" : "application/json; charset=utf-8",
      )
      .header(
        "content-disposition",
        `attachment; filename="receptenboek-${day}${jsonld ? ".jsonld" : ".json"}"`,
      )
      .send(JSON.stringify(body));
  });

  // POST /api/import/collection (?preview=true only counts): an export read back in one transaction.
  app.post<{ Querystring: { preview?: string }; Body: unknown }>(
    "/import/collection",
    { bodyLimit: COLLECTION_BODY_LIMIT },
    async (request, reply) =>
      createCaller(await contextFor(services, request, reply)).collection.import({
        file: request.body,
        preview: request.query.preview === "true",
      }),
  );
};
