import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import { collectionTooLarge } from "@repo/api";
import { COLLECTION_LIMITS } from "@repo/schema";

import type { Services } from "../services";
import { tooLargeSays } from "../errors";
import { adminBeforeBody } from "../http/admin-gate";
import { streamJsonBodies } from "../http/json-stream";
import { input, ok, okAs, output, parameters, refused, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";
import { originOf } from "../services";

const TRUE_OR_FALSE = z.enum(["true", "false"]);

export const collectionRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/export (?format=jsonld for schema.org Recipes; ?history=true adds every recipe's
  // earlier versions): a download of the whole collection.
  app.get<{ Querystring: { format?: string; history?: string } }>(
    "/export",
    {
      schema: {
        summary:
          "Every recipe (all fields, ids, dates), the settings and the uploaded images (base64 WebP) as one file; ?format=jsonld gives schema.org Recipes",
        security: SESSION,
        querystring: parameters({
          format: [
            "jsonld: the recipes as schema.org Recipes (application/ld+json) instead of the export file",
            z.enum(["jsonld"]),
          ],
          history: [
            "true: the file also holds every recipe's earlier versions (not read back by an import)",
            TRUE_OR_FALSE,
          ],
        }),
        response: {
          200: okAs({ "application/json": output(s.ExportFileSchema), "application/ld+json": {} }),
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  // POST /api/import/collection (?preview=true only counts; ?details=true also names the recipes
  // added and changed, with the fields that change): an export read back in one transaction.
  // Only with a session, and read from the stream up to the collection's limits.
  await app.register(async (scope) => {
    streamJsonBodies(scope, COLLECTION_LIMITS.bytes);
    scope.post<{ Querystring: { preview?: string; details?: string }; Body: unknown }>(
      "/import/collection",
      {
        schema: {
          summary:
            "Reads an export back in one transaction (ids and dates kept, images re-checked); ?preview=true only counts",
          security: SESSION,
          querystring: parameters({
            preview: [
              "true: only count what the import would add and change; nothing is written",
              TRUE_OR_FALSE,
            ],
            details: [
              "true: also name the recipes added and changed, with the fields that change",
              TRUE_OR_FALSE,
            ],
          }),
          body: input(s.ExportFileSchema),
          response: {
            200: ok(s.CollectionCountsSchema),
            413: refused("Larger than 80 MB, or more than 2000 recipes or 48 MB of images"),
          },
        },
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
