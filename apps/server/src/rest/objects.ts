import type { FastifyPluginAsync } from "fastify";

import type { Services } from "../services";

export const objectsRest: FastifyPluginAsync<{ services: Services }> = async (app) => {
  // POST /api/objects/upload
  app.post("/upload", async (request) => (await request.caller()).uploads.createUploadUrl());
};
