import type { FastifyPluginAsync } from "fastify";

import { createCaller } from "@repo/api";

import type { Services } from "../services";
import { contextFor } from "../services";

export const objectsRest: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // POST /api/objects/upload
  app.post("/upload", async (request, reply) =>
    createCaller(await contextFor(services, request, reply)).uploads.createUploadUrl(),
  );
};
