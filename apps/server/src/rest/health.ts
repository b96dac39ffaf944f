import type { FastifyPluginAsync } from "fastify";

import { getContentVersion, recordHealthCheck } from "@repo/db";

import type { Services } from "../services";
import { ok, refused } from "../openapi/route-docs";
import { HealthSchema } from "../openapi/schemas";
import { freeBytes, megabytes, MIN_FREE_BYTES } from "../ops/disk";

export interface HealthOptions {
  services: Services;
  /** DATA_DIR, whose disk must keep room for writes; unchecked when absent. */
  dataDir?: string;
  /** How free space is measured (a test stands in a full disk). */
  freeBytes?: (dir: string) => number;
  /** How long each check may take; a stalled database or store fails it instead of holding it. */
  timeoutMs?: number;
}

/** Below the database's and the store's own timeouts, so the answer never waits for theirs. */
export const HEALTH_TIMEOUT_MS = 3_000;

/** The probe object's key: one per process, rewritten at every check. */
const PROBE_KEY = `health/probe-${String(process.pid).padStart(8, "0")}`;

const LIVE = JSON.stringify({ status: "ok" });
const JSON_TYPE = "application/json; charset=utf-8";

/** How often empty objects are counted: a scan of the store is too much for every probe. */
const EMPTY_COUNT_MS = 60_000;

function within<T>(ms: number, what: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([what, limit]).finally(() => clearTimeout(timer));
}

/** "ok", or the check's failure as one line. */
async function check(ms: number, run: () => Promise<unknown>): Promise<string> {
  try {
    await within(ms, run());
    return "ok";
  } catch (error) {
    return (error as Error).message.split("\n")[0] ?? "failed";
  }
}

export const healthRest: FastifyPluginAsync<HealthOptions> = async (app, opts) => {
  const ms = opts.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const { db, storage } = opts.services;
  let empty = { at: -Infinity, count: 0 };

  /** Every part on its own, so an operator sees which one fails; `reason` is the first failure. */
  async function report() {
    const free = opts.dataDir ? (opts.freeBytes ?? freeBytes)(opts.dataDir) : Infinity;
    const disk = free < MIN_FREE_BYTES ? `low disk space: ${megabytes(free)} free under DATA_DIR` : "ok";
    let contentVersion: number | null = null;
    const [database, store] = await Promise.all([
      check(ms, async () => {
        await recordHealthCheck(db, Date.now());
        contentVersion = await getContentVersion(db);
      }),
      check(ms, async () => {
        const bytes = Buffer.from(`probe ${Date.now()}`);
        await storage.put(PROBE_KEY, bytes);
        const back = await storage.get(PROBE_KEY);
        if (!back?.equals(bytes)) throw new Error("the probe object did not read back");
        await storage.delete(PROBE_KEY);
      }),
    ]);
    if (storage.countEmpty && Date.now() - empty.at > EMPTY_COUNT_MS) {
      const count = await within(ms, storage.countEmpty()).catch(() => empty.count);
      empty = { at: Date.now(), count };
    }
    const reason =
      disk !== "ok"
        ? disk
        : database !== "ok"
          ? `database does not take writes: ${database}`
          : store !== "ok"
            ? `image store does not take writes: ${store}`
            : null;
    return {
      status: reason ? ("unavailable" as const) : ("ok" as const),
      ...(reason ? { reason } : {}),
      database,
      store,
      disk,
      contentVersion,
      ...(storage.countEmpty ? { emptyObjects: empty.count } : {}),
    };
  }

  // GET /api/health, GET /api/health/ready: 200 while the database and the image store take a
  // write within the time limit and DATA_DIR's disk has room, else 503 with the reason. Each part
  // is reported apart, with the content version and the count of empty (lost) objects.
  const ready = {
    "/": ["Ready: the database takes writes and the disk has room", "Not ready; the reason says why"],
    "/ready": ["Alias of /api/health", "Not ready"],
  } as const;
  for (const [url, [summary, notReady]] of Object.entries(ready)) {
    const response = { 200: ok(HealthSchema), 503: refused(notReady) };
    app.get(url, { schema: { summary, response } }, async (request, reply) => {
      // A probe's answer is of its moment: no cache may keep it.
      reply.header("cache-control", "no-store");
      const body = await report();
      if (body.status === "ok") return body;
      request.log.error({ reason: body.reason }, "health check failed");
      return reply.code(503).send(body);
    });
  }

  // GET /api/health/live: the process answers; restart it only when this fails. Probed often and
  // always the same: a string made once, answered without a promise.
  app.get(
    "/live",
    { schema: { summary: "The process answers", response: { 200: ok(HealthSchema) } } },
    (_request, reply) => reply.header("cache-control", "no-store").type(JSON_TYPE).send(LIVE),
  );
};
