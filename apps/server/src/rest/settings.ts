import type { FastifyPluginAsync } from "fastify";

import type { RouterInputs } from "@repo/api";
import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor } from "../services";

export const settingsRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /api/settings
  app.get("/", async (request, reply) => {
    reply.header("cache-control", "no-cache");
    return createCaller(await contextFor(services, request, reply)).settings.get();
  });

  // PUT /api/settings
  app.put<{ Body: RouterInputs["settings"]["update"] }>("/", async (request, reply) =>
    createCaller(await contextFor(services, request, reply)).settings.update(request.body),
  );
};
