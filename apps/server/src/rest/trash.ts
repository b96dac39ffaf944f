import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";

import type { Services } from "../services";
import { ok, pathParams, refused, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";

type IdParams = { Params: { id: string } };

const IN_TRASH = { params: pathParams("id"), security: SESSION };

/** The trash for scripts: what the CMS's 'Prullenbak' lists, restores and removes for good. */
export const trashRest: FastifyPluginAsync<{ services: Services }> = async (app) => {
  // GET /api/trash
  app.get(
    "/",
    {
      schema: {
        summary: "Recipes in the trash",
        security: SESSION,
        response: { 200: ok(z.array(s.TrashedRecipeSchema)) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return (await request.caller()).trash.list();
    },
  );

  // POST /api/trash/:id/restore
  app.post<IdParams>(
    "/:id/restore",
    {
      schema: {
        summary: "Bring a recipe back from the trash, with its id, image and dates",
        ...IN_TRASH,
        response: { 200: ok(s.SuccessSchema), 404: refused("Not in the trash") },
      },
    },
    async (request) => (await request.caller()).trash.restore({ id: request.params.id }),
  );

  // DELETE /api/trash/:id
  app.delete<IdParams>(
    "/:id",
    {
      schema: {
        summary: "Remove a recipe in the trash for good, with its uploaded image",
        ...IN_TRASH,
        response: { 200: ok(s.SuccessSchema), 404: refused("Not in the trash") },
      },
    },
    async (request) => (await request.caller()).trash.purge({ id: request.params.id }),
  );
};
