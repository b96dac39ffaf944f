import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";

import type { Services } from "../services";

export const authRest: FastifyPluginAsync<{ services: Services }> = async (app) => {
  // A login, a logout or a password change (and their refusals) is never kept by a browser or a
  // cache between it and here; set before the handler runs, so error answers carry it too.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // POST /api/auth/login
  app.post<{ Body: RouterInputs["auth"]["login"] }>("/login", async (request) =>
    (await request.caller()).auth.login(request.body),
  );

  // POST /api/auth/logout
  app.post("/logout", async (request) => (await request.caller()).auth.logout());

  // POST /api/auth/password { currentPassword, newPassword }: ends every other session.
  app.post<{ Body: RouterInputs["auth"]["changePassword"] }>("/password", async (request) =>
    (await request.caller()).auth.changePassword(request.body),
  );

  // GET /api/auth/check
  app.get("/check", async (request) => (await request.caller()).auth.check());
};
