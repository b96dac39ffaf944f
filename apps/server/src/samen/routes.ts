import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";

import type { Db } from "@repo/db";
import type { SamenLimits } from "@repo/domain/samen";
import {
  appendUpdate,
  createHousehold,
  deleteHousehold,
  readUpdates,
  storeSnapshot,
  sweepHouseholds,
} from "@repo/db";
import { SAMEN_LIMITS } from "@repo/domain/samen";
import { nlSamen } from "@repo/strings";

import type { SamenHub } from "./hub";
import { errorHandler } from "../errors";
import { networkOf } from "../rest/vitals";
import { windowCounter } from "./limits";
import { AfterSchema, HouseholdIdSchema, SnapshotInputSchema, UpdateInputSchema } from "./schemas";
import { eventStreams } from "./stream";

export interface SamenOptions {
  limits?: Partial<SamenLimits>;
  /** The clock of the limits and the expiry (a test moves it). */
  now?: () => number;
  /** How often untouched households are looked for (default hourly). */
  sweepEveryMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const text = nlSamen.server;

/**
 * /api/samen: a household's encrypted updates, numbered, its snapshot, and a stream of new numbers.
 * The id is the only thing that names a household; no cookie or session is read or set. The key
 * never reaches the server, so nothing here can read what it stores.
 */
export const samenRest: FastifyPluginAsync<{ db: Db; hub: SamenHub } & SamenOptions> = async (app, opts) => {
  const { db, hub } = opts;
  const limits: SamenLimits = { ...SAMEN_LIMITS, ...opts.limits };
  const now = opts.now ?? Date.now;
  const perHousehold = windowCounter(limits.updatesPerMinutePerHousehold, 60_000, now);
  const perClient = windowCounter(limits.updatesPerMinutePerClient, 60_000, now);
  const created = windowCounter(limits.householdsPerHourPerClient, 60 * 60_000, now);
  const client = (request: FastifyRequest) => networkOf(request.ip);
  // The update is stored either way: a listener that missed the news catches up as it reconnects.
  const announce = (request: FastifyRequest, id: string, seq: number) =>
    hub
      .publish(id, seq)
      .catch((error: unknown) => request.log.warn({ err: error }, "announcing an update failed"));

  // Fastify's own 413 (past the route's body limit) says so in Dutch too.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      const snapshot = request.routeOptions.url?.endsWith("/snapshot") ?? false;
      return reply.code(413).send({
        message: snapshot
          ? text.snapshotTooLarge(limits.snapshotBytes / 1024)
          : text.updateTooLarge(limits.updateBytes / 1024),
      });
    }
    return errorHandler(error, request, reply);
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const refuse = (reply: FastifyReply, status: number, message: string, retryAfter?: number) => {
    if (retryAfter) reply.header("retry-after", String(retryAfter));
    return reply.code(status).send({ message });
  };
  /** The household id of the path, or an answered 404 (an id of the wrong shape names nothing). */
  const householdOf = (request: FastifyRequest, reply: FastifyReply): string | null => {
    const id = HouseholdIdSchema.safeParse((request.params as { id: string }).id);
    if (id.success) return id.data;
    void refuse(reply, 404, text.notFound);
    return null;
  };

  app.post("/", async (request, reply) => {
    const who = client(request);
    if (!created.take(who)) return refuse(reply, 429, text.tooManyHouseholds, created.retryAfter(who));
    const id = randomBytes(18).toString("base64url");
    await createHousehold(db, id, now());
    return reply.code(201).send({ id });
  });

  app.post("/:id/updates", { bodyLimit: limits.updateBytes * 2 }, async (request, reply) => {
    const id = householdOf(request, reply);
    if (!id) return reply;
    const body = UpdateInputSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, text.invalid);
    if (body.data.data.length > limits.updateBytes) {
      return refuse(reply, 413, text.updateTooLarge(limits.updateBytes / 1024));
    }
    const who = client(request);
    if (!perClient.take(who)) return refuse(reply, 429, text.clientBusy, perClient.retryAfter(who));
    if (!perHousehold.take(id)) return refuse(reply, 429, text.householdBusy, perHousehold.retryAfter(id));
    const result = await appendUpdate(db, id, body.data.data, {
      now: now(),
      maxBytes: limits.householdBytes,
    });
    if (result === "missing") return refuse(reply, 404, text.notFound);
    if (result === "full") return refuse(reply, 409, text.full);
    await announce(request, id, result.seq);
    return reply.code(201).send(result);
  });

  app.get("/:id/updates", async (request, reply) => {
    const id = householdOf(request, reply);
    if (!id) return reply;
    const after = AfterSchema.safeParse((request.query as { after?: string }).after ?? "0");
    if (!after.success) return refuse(reply, 400, text.invalid);
    const read = await readUpdates(db, id, after.data, now());
    if (!read) return refuse(reply, 404, text.notFound);
    return read;
  });

  app.put("/:id/snapshot", { bodyLimit: limits.snapshotBytes * 2 }, async (request, reply) => {
    const id = householdOf(request, reply);
    if (!id) return reply;
    const body = SnapshotInputSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, text.invalid);
    if (body.data.data.length > limits.snapshotBytes) {
      return refuse(reply, 413, text.snapshotTooLarge(limits.snapshotBytes / 1024));
    }
    const result = await storeSnapshot(db, id, body.data.upTo, body.data.data, now());
    if (result === "missing") return refuse(reply, 404, text.notFound);
    if (result === "conflict") return refuse(reply, 409, text.badSnapshot);
    return { snapshotSeq: body.data.upTo };
  });

  app.delete("/:id", async (request, reply) => {
    const id = householdOf(request, reply);
    if (!id) return reply;
    if (!(await deleteHousehold(db, id))) return refuse(reply, 404, text.notFound);
    // The other members' streams learn that the link stopped working.
    await announce(request, id, -1);
    return reply.code(204).send();
  });

  await app.register(eventStreams, { db, hub, limits, client });

  const sweep = () =>
    sweepHouseholds(db, now() - limits.idleDays * DAY_MS).then(
      (removed) => removed > 0 && app.log.info({ removed }, "removed untouched shared households"),
      (error: unknown) => app.log.warn({ err: error }, "sweeping shared households failed"),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void sweep();
    timer = setInterval(() => void sweep(), opts.sweepEveryMs ?? 60 * 60_000);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
};
