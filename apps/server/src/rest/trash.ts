import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";

import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor } from "../services";

type IdParams = { Params: { id: string } };

/** The trash for scripts: what the CMS's 'Prullenbak' lists, restores and removes for good. */
export const trashRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const caller = async (request: FastifyRequest, reply: FastifyReply) =>
    createCaller(await contextFor(services, request, reply));

  // GET /api/trash
  app.get("/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return (await caller(request, reply)).trash.list();
  });

  // POST /api/trash/:id/restore
  app.post<IdParams>("/:id/restore", async (request, reply) =>
    (await caller(request, reply)).trash.restore({ id: request.params.id }),
  );

  // DELETE /api/trash/:id
  app.delete<IdParams>("/:id", async (request, reply) =>
    (await caller(request, reply)).trash.purge({ id: request.params.id }),
  );
};
