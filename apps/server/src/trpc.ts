import type { FastifyInstance } from "fastify";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";

import type { AppRouter } from "@repo/api";
import { appRouter } from "@repo/api";

import type { Services } from "./services";
import { contextFor } from "./services";

/** A batch may hold many reads, but a login only ever travels alone. */
const SOLO_PROCEDURES = new Set(["auth.login"]);

/**
 * Mounts the API at /trpc. Its guards hang on the tRPC route itself, so they hold however the
 * path is spelt (`/%74rpc/...` reaches the same route and the same checks).
 */
export async function mountTrpc(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      // tRPC would also take FormData; the API speaks JSON only.
      if (request.method === "POST") {
        const type = request.headers["content-type"] ?? "";
        if (type !== "" && !type.toLowerCase().startsWith("application/json")) {
          return reply.code(415).send({ message: "Only application/json is accepted" });
        }
      }
      const paths = ((request.params as { path?: string }).path ?? "").split(",");
      if (paths.length > 1 && paths.some((path) => SOLO_PROCEDURES.has(path))) {
        return reply.code(400).send({ message: "auth.login cannot be batched" });
      }
    });

    await scope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => contextFor(services, req, res),
        onError({ error, path }) {
          if (error.code === "INTERNAL_SERVER_ERROR")
            app.log.error({ err: error, path }, "tRPC procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });
}
