import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ServerResponse } from "node:http";

import type { Db } from "@repo/db";
import type { SamenLimits } from "@repo/domain/samen";
import { householdSeq } from "@repo/db";
import { nlSamen } from "@repo/strings";

import type { SamenHub } from "./hub";
import { okAs, parameters, pathParams, refused } from "../openapi/route-docs";
import { openCounter } from "./limits";
import { AfterSchema, HouseholdIdSchema } from "./schemas";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

const EVENTS_DOC = {
  summary:
    "Server-Sent Events: each new sequence number of the household as an event whose id is that number (reconnect with Last-Event-ID); 'gone' when the household is removed",
  params: pathParams("id"),
  headers: parameters({
    "Last-Event-ID": [
      "The last number the client saw: the current one is sent at once only when it is newer",
      AfterSchema,
    ],
  }),
  response: {
    200: okAs({ "text/event-stream": {} }),
    404: refused("No such household"),
    429: refused("Too many streams open from one client"),
  },
};

/**
 * GET /:id/events: Server-Sent Events of a household's new sequence numbers, never their content.
 * Each event's id is its number, so a browser reconnecting sends Last-Event-ID and is told at once
 * when it missed any; the client then reads the updates after its own position.
 */
export const eventStreams: FastifyPluginAsync<{
  db: Db;
  hub: SamenHub;
  limits: SamenLimits;
  client: (request: FastifyRequest) => string;
}> = async (app, { db, hub, limits, client }) => {
  const streams = openCounter(limits.streamsPerClient);
  const open = new Set<ServerResponse>();

  app.get("/:id/events", { schema: EVENTS_DOC }, async (request, reply) => {
    const id = HouseholdIdSchema.safeParse((request.params as { id: string }).id);
    const seq = id.success ? await householdSeq(db, id.data) : null;
    if (!id.success || seq === null) return reply.code(404).send({ message: nlSamen.server.notFound });
    await hub.ready;
    const who = client(request);
    if (!streams.open(who)) {
      return reply.code(429).header("retry-after", "60").send({ message: nlSamen.server.tooManyStreams });
    }
    const lastHeader = request.headers["last-event-id"];
    const last = Number(typeof lastHeader === "string" ? lastHeader : NaN);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      // The connection is the stream's alone: ended, it closes, and a closing server waits for none.
      connection: "close",
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const send = (n: number) => {
      if (n < 0) {
        raw.end("event: gone\ndata: \n\n");
        return;
      }
      raw.write(`id: ${n}\nevent: seq\ndata: ${n}\n\n`);
    };
    if (!(last >= seq)) send(seq);
    open.add(raw);
    const unsubscribe = hub.subscribe(id.data, send);
    const heartbeat = setInterval(() => raw.write(": \n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    raw.on("close", () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.close(who);
      open.delete(raw);
    });
  });

  // Open streams would hold the server's close until they end by themselves.
  app.addHook("preClose", async () => {
    for (const raw of open) raw.end();
  });
};
