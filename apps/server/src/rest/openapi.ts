import type { FastifyPluginAsync } from "fastify";

import type { Services } from "../services";
import { openApiDocument } from "../openapi/document";

export const openApiRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // Built once: the document only changes with the code.
  const body = JSON.stringify(openApiDocument(services.publicUrl));

  // GET /api/openapi.json
  app.get("/openapi.json", async (_request, reply) =>
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(body),
  );
};
