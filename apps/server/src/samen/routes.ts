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
import { input, ok, parameters, pathParams, refused } from "../openapi/route-docs";
import { networkOf } from "../rest/vitals";
import { windowCounter } from "./limits";
import * as s from "./schemas";
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
const ID = pathParams("id");
const NO_SUCH = refused("No such household");

/** What each route tells /api/openapi.json. */
const docs = {
  create: {
    summary:
      "'Samen': makes a shared household and answers its random id (144 bits). No cookie or account; the household's key is made on the device and never sent",
    response: {
      201: ok(s.HouseholdSchema),
      429: refused("Too many households made by one client in an hour; see Retry-After"),
    },
  },
  append: {
    summary:
      "Appends one encrypted update (AES-GCM ciphertext, base64url) and answers its sequence number; the server cannot read it",
    params: ID,
    body: input(s.UpdateInputSchema),
    response: {
      201: ok(s.AppendedSchema),
      404: refused("No such household (removed, rotated or never made)"),
      409: refused("The household holds 2 MiB: a snapshot must replace its log first"),
      413: refused("One update is larger than 64 KiB"),
      429: refused("Too many updates a minute for this household or from this client; see Retry-After"),
    },
  },
  read: {
    summary:
      "The encrypted updates after a sequence number, with the encrypted snapshot first when the log before it was replaced",
    params: ID,
    querystring: parameters({
      after: ["The last sequence number the client has (default 0)", s.AfterSchema],
    }),
    response: { 200: ok(s.UpdatesSchema), 404: NO_SUCH },
  },
  snapshot: {
    summary:
      "Stores an encrypted snapshot of the state up to a sequence number; the updates up to it are removed (clients compact, the server cannot)",
    params: ID,
    body: input(s.SnapshotInputSchema),
    response: {
      200: ok(s.SnapshotStoredSchema),
      404: NO_SUCH,
      409: refused("The number is past the last update or before the snapshot kept"),
      413: refused("Larger than 1 MiB"),
    },
  },
  remove: {
    summary: "Removes a household and its log ('Nieuwe link' on a device that moved to a new one)",
    params: ID,
    response: { 204: ok(), 404: NO_SUCH },
  },
};
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

  app.post("/", { schema: docs.create }, async (request, reply) => {
    const who = client(request);
    if (!created.take(who)) return refuse(reply, 429, text.tooManyHouseholds, created.retryAfter(who));
    const id = randomBytes(18).toString("base64url");
    await createHousehold(db, id, now());
    return reply.code(201).send({ id });
  });

  app.post(
    "/:id/updates",
    { schema: docs.append, bodyLimit: limits.updateBytes * 2 },
    async (request, reply) => {
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
    },
  );

  app.get("/:id/updates", { schema: docs.read }, async (request, reply) => {
    const id = householdOf(request, reply);
    if (!id) return reply;
    const after = AfterSchema.safeParse((request.query as { after?: string }).after ?? "0");
    if (!after.success) return refuse(reply, 400, text.invalid);
    const read = await readUpdates(db, id, after.data, now());
    if (!read) return refuse(reply, 404, text.notFound);
    return read;
  });

  app.put(
    "/:id/snapshot",
    { schema: docs.snapshot, bodyLimit: limits.snapshotBytes * 2 },
    async (request, reply) => {
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
    },
  );

  app.delete("/:id", { schema: docs.remove }, async (request, reply) => {
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
