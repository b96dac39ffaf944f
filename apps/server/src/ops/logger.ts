import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { LogController } from "fastify";
import pretty from "pino-pretty";

import { redactUrl } from "../http/logging";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger["child"]>[1];

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
 * Fastify calls it as each answer finishes, where an onResponse hook would cost every request a
 * hook run to decide, nearly always, to write nothing.
 */
export class RequestLog extends LogController {
  constructor() {
    // Fastify's own per-request lines (incoming, completed, errors) stay off.
    super({ disableRequestLogging: true });
  }

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const write = request.method !== "GET" && request.method !== "HEAD";
    // A 503 is the server shedding a flood (told to come back), not a failure of its own.
    const level = status >= 500 && status !== 503 ? "error" : write || status >= 400 ? "info" : "debug";
    if ((LEVELS[level] ?? 0) < (LEVELS[request.log.level] ?? Infinity)) return;
    request.log[level](
      { method: request.method, url: redactUrl(request.url), status, ms: Math.round(reply.elapsedTime) },
      "request",
    );
  }
}

/**
 * A request's logger, made when the request first writes a line. Most requests never do, and a
 * pino child per request is work that every small answer would pay.
 */
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings));
  }
  get level() {
    return (this.#made ?? this.parent).level;
  }
  set level(level: string) {
    this.made.level = level;
  }
  fatal(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.fatal(obj, msg, ...args);
  }
  error(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.error(obj, msg, ...args);
  }
  warn(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.warn(obj, msg, ...args);
  }
  info(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.info(obj, msg, ...args);
  }
  debug(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.debug(obj, msg, ...args);
  }
  trace(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.trace(obj, msg, ...args);
  }
  silent(obj: unknown, msg?: string, ...args: unknown[]) {
    this.made.silent(obj, msg, ...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/**
 * Fastify's logger per request: made lazily (see RequestLogger) unless a route sets its own level
 * or serializers, the only options Fastify passes.
 */
export const requestLogger: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) =>
  options.level === undefined && options.serializers === undefined
    ? new RequestLogger(logger, bindings)
    : logger.child(bindings, options);
