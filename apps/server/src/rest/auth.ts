import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";

import type { Services } from "../services";
import { input, ok, refused, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";

export const authRest: FastifyPluginAsync<{ services: Services }> = async (app) => {
  // A login, a logout or a password change (and their refusals) is never kept by a browser or a
  // cache between it and here; set before the handler runs, so error answers carry it too.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // POST /api/auth/login
  app.post<{ Body: RouterInputs["auth"]["login"] }>(
    "/login",
    {
      schema: {
        summary: "Log in with the admin password; sets the session cookie",
        body: input(s.LoginInputSchema),
        response: {
          200: ok(s.SuccessSchema),
          401: refused("Wrong password"),
          429: refused("Too many attempts; see Retry-After"),
        },
      },
    },
    async (request) => (await request.caller()).auth.login(request.body),
  );

  // POST /api/auth/logout
  app.post(
    "/logout",
    { schema: { summary: "End every session", response: { 200: ok(s.SuccessSchema) } } },
    async (request) => (await request.caller()).auth.logout(),
  );

  // POST /api/auth/password { currentPassword, newPassword }: ends every other session.
  app.post<{ Body: RouterInputs["auth"]["changePassword"] }>(
    "/password",
    {
      schema: {
        summary: "Change the admin password; ends every other session",
        security: SESSION,
        body: input(s.ChangePasswordInputSchema),
        response: {
          200: ok(s.SuccessSchema),
          403: refused("The current password is wrong"),
          429: refused("Too many wrong passwords (counted with the login's); see Retry-After"),
        },
      },
    },
    async (request) => (await request.caller()).auth.changePassword(request.body),
  );

  // GET /api/auth/check
  app.get(
    "/check",
    { schema: { summary: "Whether this session is the admin's", response: { 200: ok(s.AuthCheckSchema) } } },
    async (request) => (await request.caller()).auth.check(),
  );
};
