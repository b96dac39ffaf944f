import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";

import { nlServer } from "@repo/strings";

import type { RequestCheck } from "./request-checks";

export interface BodyTimeouts {
  /** Headers and body of an ordinary request must have arrived within this many ms. */
  bodyMs: number;
  /** The same for an image upload, which may be several megabytes from a phone. */
  uploadMs: number;
  /**
   * On shutdown, a body still arriving may finish within `graceMs` unless no byte comes for
   * `stallMs`; both well inside the 10 s the process has to stop.
   */
  closing?: { graceMs: number; stallMs: number };
}

export const DEFAULT_TIMEOUTS: BodyTimeouts = { bodyMs: 30_000, uploadMs: 120_000 };
const DEFAULT_CLOSING = { graceMs: 7_500, stallMs: 3_000 };

/** After a 413, read and discard at most this long and this much before closing. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 32 * 1024 * 1024;

class RequestTimeout extends Error {
  readonly statusCode = 408;
  constructor() {
    super(nlServer.timeout);
  }
}

const alreadyCut = new WeakSet<IncomingMessage>();

/**
 * Ends a request whose body is still arriving: while the body parser is waiting, it is told the
 * request timed out, so the client gets a 408 and the connection closes; otherwise the socket goes.
 */
function cut(raw: IncomingMessage) {
  if (raw.complete || raw.socket.destroyed || alreadyCut.has(raw)) return;
  alreadyCut.add(raw);
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
 * On shutdown, the bodies still arriving (an edit saved over a slow link as a deploy begins) are
 * let finish, as close() waits for their answers; one that stalls, or is not done when the grace
 * period ends, is cut so close() never waits past it. The socket's byte count tells whether a
 * body still flows without reading from it, which would take bytes from the body parser.
 */
function finishOrCut(receiving: Set<IncomingMessage>, closing: { graceMs: number; stallMs: number }) {
  const seen = new Map<IncomingMessage, { bytes: number; at: number }>();
  const watch = () => {
    const now = Date.now();
    for (const raw of receiving) {
      const bytes = raw.socket.bytesRead;
      const last = seen.get(raw);
      if (last?.bytes !== bytes) seen.set(raw, { bytes, at: now });
      else if (now - last.at >= closing.stallMs) cut(raw);
    }
    if (receiving.size === 0) stop();
  };
  const poll = setInterval(watch, Math.min(250, closing.stallMs / 4));
  const deadline = setTimeout(() => {
    for (const raw of receiving) cut(raw);
    stop();
  }, closing.graceMs);
  const stop = () => {
    clearInterval(poll);
    clearTimeout(deadline);
  };
  poll.unref();
  deadline.unref();
  watch();
}

/** Whether a body follows the headers: HTTP/1.1 announces one by its length or its chunking. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/**
 * Slow clients cannot hold the server: a request's headers and body must arrive within its time
 * limit (uploads get longer), on shutdown a body still arriving gets a short grace period (see
 * finishOrCut), and an oversized body gets a readable 413. Registers the hooks for closing and
 * for the 413, and returns the body timer, which runs among the request checks.
 */
export function registerSlowClientLimits(
  app: FastifyInstance,
  opts: { timeouts: BodyTimeouts; isUpload: (request: FastifyRequest) => boolean },
): RequestCheck {
  const receiving = new Set<IncomingMessage>();

  let closing = false;
  // A callback hook: it runs for every request, and nearly always has nothing to do.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode === 413 && !request.raw.complete) lingerOnClose(request.raw);
    // The answers of requests finished during close() end their keep-alive connections, so
    // close() need not wait for those clients to hang up.
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  app.addHook("preClose", async () => {
    closing = true;
    finishOrCut(receiving, opts.timeouts.closing ?? DEFAULT_CLOSING);
  });

  // The body's timer, started as its request arrives: a check among the request checks.
  return (request) => {
    const raw = request.raw;
    // Injected requests (tests) have their whole body at once and no socket to time out; a
    // request without a body is complete once its headers are, which Node's own limit times.
    if (raw.complete || !(raw.socket instanceof Socket) || !hasBody(request)) return false;
    const limit = opts.isUpload(request) ? opts.timeouts.uploadMs : opts.timeouts.bodyMs;
    const timer = setTimeout(() => cut(raw), limit);
    receiving.add(raw);
    const finished = () => {
      clearTimeout(timer);
      receiving.delete(raw);
    };
    raw.once("end", finished);
    raw.once("close", finished);
    return false;
  };
}
