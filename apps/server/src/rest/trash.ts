import type { FastifyPluginAsync } from "fastify";

import type { Services } from "../services";

type IdParams = { Params: { id: string } };

/** The trash for scripts: what the CMS's 'Prullenbak' lists, restores and removes for good. */
export const trashRest: FastifyPluginAsync<{ services: Services }> = async (app) => {
  // GET /api/trash
  app.get("/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return (await request.caller()).trash.list();
  });

  // POST /api/trash/:id/restore
  app.post<IdParams>("/:id/restore", async (request) =>
    (await request.caller()).trash.restore({ id: request.params.id }),
  );

  // DELETE /api/trash/:id
  app.delete<IdParams>("/:id", async (request) =>
    (await request.caller()).trash.purge({ id: request.params.id }),
  );
};
