import type { FastifyPluginAsync } from "fastify";

import { recordHealthCheck } from "@repo/db";

import type { Services } from "../services";
import { freeBytes, megabytes, MIN_FREE_BYTES } from "../ops/disk";

export interface HealthOptions {
  services: Services;
  /** DATA_DIR, whose disk must keep room for writes; unchecked when absent. */
  dataDir?: string;
  /** How free space is measured (a test stands in a full disk). */
  freeBytes?: (dir: string) => number;
}

/** Why writes would fail now, or null when they would succeed. */
async function problem(opts: HealthOptions): Promise<string | null> {
  if (opts.dataDir) {
    const free = (opts.freeBytes ?? freeBytes)(opts.dataDir);
    if (free < MIN_FREE_BYTES) return `low disk space: ${megabytes(free)} free under DATA_DIR`;
  }
  try {
    await recordHealthCheck(opts.services.db, Date.now());
  } catch (error) {
    return `database does not take writes: ${(error as Error).message.split("\n")[0]}`;
  }
  return null;
}

export const healthRest: FastifyPluginAsync<HealthOptions> = async (app, opts) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // GET /api/health, GET /api/health/ready: 200 while a write to the database succeeds and
  // DATA_DIR's disk has room, else 503 with the reason. For load balancers and monitoring.
  for (const url of ["/", "/ready"]) {
    app.get(url, async (request, reply) => {
      const reason = await problem(opts);
      if (!reason) return { status: "ok" };
      request.log.error({ reason }, "health check failed");
      return reply.code(503).send({ status: "unavailable", reason });
    });
  }

  // GET /api/health/live: the process answers; restart it only when this fails.
  app.get("/live", async () => ({ status: "ok" }));
};
