import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";

import type { Services } from "../services";

export const healthRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/health: 200 while the database answers, 503 otherwise.
  app.get("/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await sql`select 1`.execute(services.db);
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
};
