import type { FastifyInstance } from "fastify";

import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor } from "../services";

type Caller = ReturnType<typeof createCaller>;

declare module "fastify" {
  interface FastifyRequest {
    /** This request's tRPC caller, with its session: made once, on first use. */
    caller(): Promise<Caller>;
  }
}

/**
 * Every REST adapter calls its procedure through `request.caller()`: one caller per request,
 * whose context (the session cookie, the uploads) is read only when a handler asks for it.
 */
export function decorateCaller(app: FastifyInstance, services: Services) {
  app.decorateRequest("caller", () => Promise.reject(new Error("no caller outside a request")));
  app.addHook("onRequest", async (request, reply) => {
    let caller: Promise<Caller> | undefined;
    request.caller = () => (caller ??= contextFor(services, request, reply).then(createCaller));
  });
}
