import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";

import { sessionUser } from "@repo/api";

import type { Services } from "../services";
import { closeIfUnread } from "./request-checks";
import { openSession } from "./session";

/** Whether the request carries the admin session, by the rule of every protected procedure. */
export async function isAdmin(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const session = await openSession(request, reply, services.sessionSecret, services.publicUrl);
  return (await sessionUser({ db: services.db, session })) !== null;
}

/**
 * For a route that takes a body larger than the default: without an admin session it answers 401
 * before a byte of the body is read or parsed, by the same rule as every protected procedure. Runs
 * after the app's own checks (the cross-site write's 403 comes first). The connection closes with
 * the answer, so what the client is still sending is never read.
 */
export function adminBeforeBody(services: Services): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (await isAdmin(services, request, reply)) return;
    closeIfUnread(request, reply);
    return reply.code(401).send({ message: "Not logged in" });
  };
}
