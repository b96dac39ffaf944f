import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import type { RouterInputs } from "@repo/api";
import { createCaller } from "@repo/api";
import { IMPORT_MAX_BYTES } from "@repo/schema";
import { nlTools } from "@repo/strings";

import type { Services } from "../services";
import { errorHandler } from "../errors";
import { contextFor } from "../services";

/** A body past the limit is told in the CMS's words; every other error as everywhere else. */
function tooLargeInDutch(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode === 413) void reply.code(413).send({ message: nlTools.import.tooLarge });
  else void errorHandler(error, request, reply);
}

export const importRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // POST /api/import { url } | { html } | { jsonld }: a recipe draft from another site, nothing saved.
  app.post<{ Body: RouterInputs["imports"]["page"] }>(
    "/",
    { bodyLimit: IMPORT_MAX_BYTES, errorHandler: tooLargeInDutch },
    async (request, reply) =>
      createCaller(await contextFor(services, request, reply)).imports.page(request.body),
  );
};
