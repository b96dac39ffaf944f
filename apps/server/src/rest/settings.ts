import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";

import type { Services } from "../services";
import { sendCachedJson } from "../content-cache";

export const settingsRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/settings: public, so read without a session and kept until the next write (a
  // settings change is one), with an ETag for revalidation.
  app.get("/", (request, reply) =>
    sendCachedJson(services.cache, "GET /api/settings", request, reply, () => services.reads.settings.get()),
  );

  // PUT /api/settings
  app.put<{ Body: RouterInputs["settings"]["update"] }>("/", async (request) =>
    (await request.caller()).settings.update(request.body),
  );
};
