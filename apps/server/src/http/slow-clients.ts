import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
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
 * instead of a connection reset. Set on the socket as each request with a body arrives, and
 * asked only when Node closes the connection after an answer; any other close is Node's own.
 */
function lingerAfterRefusal(raw: IncomingMessage, res: ServerResponse) {
  const socket: Socket = raw.socket;
  socket.destroySoon = () => {
    if (res.statusCode !== 413 || raw.complete) return Socket.prototype.destroySoon.call(socket);
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

/** A connection as Node's HTTP server keeps it: the answer it is making now, if any. */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Slow clients cannot hold the server: a request's headers and body must arrive within its time
 * limit (uploads get longer), on shutdown a body still arriving gets a short grace period (see
 * finishOrCut), and an oversized body gets a readable 413. Nothing here runs per answer: the
 * connections are watched as they open, and the body timer (returned, to run among the request
 * checks) only starts for requests that have a body.
 */
export function registerSlowClientLimits(
  app: FastifyInstance,
  opts: { timeouts: BodyTimeouts; isUpload: (request: FastifyRequest) => boolean },
): RequestCheck {
  const receiving = new Set<IncomingMessage>();
  const connections = new Set<HttpSocket>();
  app.server.on("connection", (socket: HttpSocket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });

  app.addHook("preClose", async () => {
    // The answers still being made end their keep-alive connections, so close() need not wait
    // for those clients to hang up; requests that arrive from now on get Fastify's 503, which
    // closes its connection too.
    for (const socket of connections) {
      const answer = socket._httpMessage;
      if (answer && !answer.headersSent) answer.shouldKeepAlive = false;
    }
    finishOrCut(receiving, opts.timeouts.closing ?? DEFAULT_CLOSING);
  });

  // The body's timer, started as its request arrives: a check among the request checks.
  return (request, reply) => {
    const raw = request.raw;
    // Injected requests (tests) have their whole body at once and no socket to time out; a
    // request without a body is complete once its headers are, which Node's own limit times.
    if (raw.complete || !(raw.socket instanceof Socket) || !hasBody(request)) return false;
    lingerAfterRefusal(raw, reply.raw);
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
