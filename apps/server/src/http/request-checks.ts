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
