import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";
import { IMPORT_MAX_BYTES } from "@repo/schema";
import { nlTools } from "@repo/strings";

import type { Services } from "../services";
import { tooLargeSays } from "../errors";
import { adminBeforeBody } from "../http/admin-gate";

export const importRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // POST /api/import { url } | { html } | { jsonld }: a recipe draft from another site, nothing saved.
  // Its body may be 5 MB, so the session is checked before it is read.
  app.post<{ Body: RouterInputs["imports"]["page"] }>(
    "/",
    {
      bodyLimit: IMPORT_MAX_BYTES,
      onRequest: adminBeforeBody(services),
      errorHandler: tooLargeSays(nlTools.import.tooLarge),
    },
    async (request) => (await request.caller()).imports.page(request.body),
  );

  // POST /api/import/concept { url }: one address of a bulk import, saved as a concept (201), or
  // skipped because a recipe of that name exists (200); a failure is the import's own answer.
  app.post<{ Body: RouterInputs["imports"]["concept"] }>("/concept", async (request, reply) => {
    const result = await (await request.caller()).imports.concept(request.body);
    return reply.code(result.outcome === "imported" ? 201 : 200).send(result);
  });
};
