import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import type { Services } from "../services";
import { ok, SESSION } from "../openapi/route-docs";

export const objectsRest: FastifyPluginAsync<{ services: Services }> = async (app) => {
  // POST /api/objects/upload
  app.post(
    "/upload",
    {
      schema: {
        summary: "A signed, single-use URL that takes one image by PUT within 15 minutes",
        security: SESSION,
        response: { 200: ok(z.object({ uploadURL: z.url() })) },
      },
    },
    async (request) => (await request.caller()).uploads.createUploadUrl(),
  );
};
