import type { FastifyPluginAsync } from "fastify";

import { collectionTooLarge } from "@repo/api";
import { COLLECTION_LIMITS } from "@repo/schema";

import type { Services } from "../services";
import { tooLargeSays } from "../errors";
import { adminBeforeBody } from "../http/admin-gate";
import { streamJsonBodies } from "../http/json-stream";
import { originOf } from "../services";

export const collectionRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/export (?format=jsonld for schema.org Recipes; ?history=true adds every recipe's
  // earlier versions): a download of the whole collection.
  app.get<{ Querystring: { format?: string; history?: string } }>("/export", async (request, reply) => {
    const caller = await request.caller();
    const jsonld = request.query.format === "jsonld";
    const body = jsonld
      ? await caller.collection.jsonLd({ origin: originOf(services, request) })
      : await caller.collection.export({ history: request.query.history === "true" });
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

  // POST /api/import/collection (?preview=true only counts; ?details=true also names the recipes
  // added and changed, with the fields that change): an export read back in one transaction.
  // Only with a session, and read from the stream up to the collection's limits.
  await app.register(async (scope) => {
    streamJsonBodies(scope, COLLECTION_LIMITS.bytes);
    scope.post<{ Querystring: { preview?: string; details?: string }; Body: unknown }>(
      "/import/collection",
      {
        bodyLimit: COLLECTION_LIMITS.bytes,
        onRequest: adminBeforeBody(services),
        errorHandler: tooLargeSays(collectionTooLarge()),
      },
      async (request) =>
        (await request.caller()).collection.import({
          file: request.body,
          preview: request.query.preview === "true",
          details: request.query.details === "true",
        }),
    );
  });
};
