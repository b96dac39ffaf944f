import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";

import type { Services } from "../services";
import { sendCachedJson } from "../content-cache";
import { input, ok, SESSION } from "../openapi/route-docs";
import * as s from "../openapi/schemas";

export const settingsRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/settings: public, so read without a session and kept until the next write (a
  // settings change is one), with an ETag for revalidation.
  app.get(
    "/",
    { schema: { summary: "The site's settings", response: { 200: ok(s.SettingsSchema) } } },
    (request, reply) =>
      sendCachedJson(services.cache, "GET /api/settings", request, reply, () =>
        services.reads.settings.get(),
      ),
  );

  // PUT /api/settings
  app.put<{ Body: RouterInputs["settings"]["update"] }>(
    "/",
    {
      schema: {
        summary: "Change the hero image",
        security: SESSION,
        body: input(s.SettingsInputSchema),
        response: { 200: ok(s.SettingsSchema) },
      },
    },
    async (request) => (await request.caller()).settings.update(request.body),
  );
};
