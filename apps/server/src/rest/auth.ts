import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";
import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor } from "../services";

export const authRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // A login, a logout or a password change (and their refusals) is never kept by a browser or a
  // cache between it and here; set before the handler runs, so error answers carry it too.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // POST /api/auth/login
  app.post<{ Body: RouterInputs["auth"]["login"] }>("/login", async (request, reply) =>
    createCaller(await contextFor(services, request, reply)).auth.login(request.body),
  );

  // POST /api/auth/logout
  app.post("/logout", async (request, reply) =>
    createCaller(await contextFor(services, request, reply)).auth.logout(),
  );

  // POST /api/auth/password { currentPassword, newPassword }: ends every other session.
  app.post<{ Body: RouterInputs["auth"]["changePassword"] }>("/password", async (request, reply) =>
    createCaller(await contextFor(services, request, reply)).auth.changePassword(request.body),
  );

  // GET /api/auth/check
  app.get("/check", async (request, reply) =>
    createCaller(await contextFor(services, request, reply)).auth.check(),
  );
};
