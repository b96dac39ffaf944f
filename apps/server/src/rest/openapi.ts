import type { FastifyPluginAsync } from "fastify";

import type { DocumentedRoute } from "../openapi/document";
import { openApiDocument } from "../openapi/document";
import { okAs } from "../openapi/route-docs";

export const openApiRest: FastifyPluginAsync<{
  routes: ReadonlyMap<string, DocumentedRoute>;
  publicUrl: string | undefined;
}> = async (app, { routes, publicUrl }) => {
  // Built on first use, once every route is registered: the document only changes with the code.
  let body: string | undefined;

  app.get(
    "/openapi.json",
    { schema: { summary: "This document", response: { 200: okAs({ "application/json": {} }) } } },
    async (_request, reply) =>
      reply
        .header("content-type", "application/json; charset=utf-8")
        .header("cache-control", "no-cache")
        .send((body ??= JSON.stringify(openApiDocument(routes.values(), publicUrl)))),
  );
};
