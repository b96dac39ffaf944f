import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import type { RouterInputs } from "@repo/api";
import { IMPORT_MAX_BYTES, ImportUrlSchema } from "@repo/schema";
import { nlTools } from "@repo/strings";

import type { Services } from "../services";
import { tooLargeSays } from "../errors";
import { adminBeforeBody } from "../http/admin-gate";
import { input, ok, refused, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";

export const importRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // POST /api/import { url } | { html } | { jsonld }: a recipe draft from another site, nothing saved.
  // Its body may be 5 MB, so the session is checked before it is read.
  app.post<{ Body: RouterInputs["imports"]["page"] }>(
    "/",
    {
      schema: {
        summary:
          "A recipe from another site's page (its address, or its HTML or JSON-LD) as a draft for the recipe form; nothing is saved",
        security: SESSION,
        body: input(s.ImportInputSchema),
        response: {
          200: ok(s.ImportResultSchema),
          413: refused("The page or the body is larger than 5 MB"),
          502: refused("The page could not be fetched, or its address is refused"),
        },
      },
      bodyLimit: IMPORT_MAX_BYTES,
      onRequest: adminBeforeBody(services),
      errorHandler: tooLargeSays(nlTools.import.tooLarge),
    },
    async (request) => (await request.caller()).imports.page(request.body),
  );

  // POST /api/import/concept { url }: one address of a bulk import, saved as a concept (201), or
  // skipped because a recipe of that name exists (200); a failure is the import's own answer.
  app.post<{ Body: RouterInputs["imports"]["concept"] }>(
    "/concept",
    {
      schema: {
        summary:
          "One address of a bulk import: its recipe read as POST /api/import reads it (same fetch guard and limits) and saved as a concept (201), or skipped when a recipe of that name exists (200)",
        security: SESSION,
        body: input(z.strictObject({ url: ImportUrlSchema })),
        response: {
          201: ok(s.ConceptResultSchema),
          413: refused("The page is larger than 5 MB"),
          502: refused("The page could not be fetched, or its address is refused (a private address)"),
        },
      },
    },
    async (request, reply) => {
      const result = await (await request.caller()).imports.concept(request.body);
      return reply.code(result.outcome === "imported" ? 201 : 200).send(result);
    },
  );
};
