import type { FastifyInstance, FastifyServerOptions } from "fastify";
import pretty from "pino-pretty";

import { redactUrl } from "../http/logging";

/** Colourised lines for a person at a terminal; one JSON object per line for anything else. */
export function loggerOptions(level: string, tty = process.stdout.isTTY): FastifyServerOptions["logger"] {
  if (!tty) return { level };
  return {
    level,
    stream: pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
  };
}

/** pino's numeric levels: a line is written when its level is at least the logger's. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/**
 * One line per request, replacing Fastify's two: writes and failures at info (server errors at
 * error), reads (pages, assets, health probes) only at debug, so the log shows what changed.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    const status = reply.statusCode;
    const write = request.method !== "GET" && request.method !== "HEAD";
    const level = status >= 500 ? "error" : write || status >= 400 ? "info" : "debug";
    if ((LEVELS[level] ?? 0) >= (LEVELS[request.log.level] ?? Infinity)) {
      request.log[level](
        { method: request.method, url: redactUrl(request.url), status, ms: Math.round(reply.elapsedTime) },
        "request",
      );
    }
    done();
  });
}
