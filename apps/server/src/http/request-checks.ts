import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** What every request passes before its route: true when the check has answered the request. */
export type RequestCheck = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * The checks, in order, as one onRequest hook: a hook of its own per check would cost every
 * request, nearly all of which pass them all, a hook run each.
 */
export function registerRequestChecks(app: FastifyInstance, checks: readonly RequestCheck[]): void {
  app.addHook("onRequest", (request, reply, done) => {
    for (const check of checks) if (check(request, reply)) return;
    done();
  });
}

/**
 * An answer given before the request's body was read closes the connection with it, so the rest
 * of the body is never read: keeping the connection would mean reading it all to reach the next.
 */
export function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header("connection", "close");
}
