import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";

import { nl } from "@repo/strings";

export interface BodyTimeouts {
  /** Headers and body of an ordinary request must have arrived within this many ms. */
  bodyMs: number;
  /** The same for an image upload, which may be several megabytes from a phone. */
  uploadMs: number;
}

export const DEFAULT_TIMEOUTS: BodyTimeouts = { bodyMs: 30_000, uploadMs: 120_000 };

/** After a 413, read and discard at most this long and this much before closing. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 32 * 1024 * 1024;

class RequestTimeout extends Error {
  readonly statusCode = 408;
  constructor() {
    super(nl.timeout);
  }
}

/**
 * Ends a request whose body is still arriving: while the body parser is waiting, it is told the
 * request timed out, so the client gets a 408 and the connection closes; otherwise the socket goes.
 */
function cut(raw: IncomingMessage) {
  if (raw.complete || raw.socket.destroyed) return;
  if (raw.listenerCount("error") > 0) raw.emit("error", new RequestTimeout());
  // Whoever was listening may not end the connection: make sure it goes.
  setTimeout(() => {
    if (!raw.complete) raw.socket.destroy();
  }, 1000).unref();
}

/**
 * Closes the connection after a refused body without resetting it: the answer goes out, the
 * write side is closed, and what the client is still sending is read and dropped for a bounded
 * time and size, so the client (a browser that never waits for 100-continue) reads the 413
 * instead of a connection reset.
 */
function lingerOnClose(raw: IncomingMessage) {
  const socket: Socket = raw.socket;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    let dropped = 0;
    raw.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) socket.destroy();
    });
    raw.resume();
    raw.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
  };
}

/**
 * Slow clients cannot hold the server: a request's headers and body must arrive within its time
 * limit (uploads get longer), on shutdown every body still arriving is cut so close() never waits
 * for one, and an oversized body gets a readable 413.
 */
export function registerSlowClientLimits(
  app: FastifyInstance,
  opts: { timeouts: BodyTimeouts; isUpload: (request: FastifyRequest) => boolean },
) {
  const receiving = new Set<IncomingMessage>();

  app.addHook("onRequest", async (request) => {
    const raw = request.raw;
    // Injected requests (tests) have their whole body at once and no socket to time out.
    if (raw.complete || !(raw.socket instanceof Socket)) return;
    const limit = opts.isUpload(request) ? opts.timeouts.uploadMs : opts.timeouts.bodyMs;
    const timer = setTimeout(() => cut(raw), limit);
    receiving.add(raw);
    const done = () => {
      clearTimeout(timer);
      receiving.delete(raw);
    };
    raw.once("end", done);
    raw.once("close", done);
  });

  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode === 413 && !request.raw.complete) lingerOnClose(request.raw);
  });

  app.addHook("preClose", async () => {
    for (const raw of receiving) cut(raw);
  });
}
