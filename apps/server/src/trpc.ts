import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";

import type { AppRouter } from "@repo/api";
import { appRouter, RetryAfter } from "@repo/api";
import { UNBATCHED } from "@repo/api/wire";

import type { Services } from "./services";
import { contextFor } from "./services";

/** The CMS batches a handful of calls; a longer batch is only ever a way to multiply work. */
export const MAX_BATCH = 10;

/** Why a batch of these procedure paths is refused, or null when it may run. */
export function batchRefusal(paths: string[]): string | null {
  if (paths.length <= 1) return null;
  if (paths.length > MAX_BATCH) return `A batch holds at most ${MAX_BATCH} calls`;
  if (new Set(paths).size !== paths.length) return "A batch names each procedure once";
  const solo = paths.find((path) => UNBATCHED.has(path));
  return solo ? `${solo} cannot be batched` : null;
}

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
      const refusal = batchRefusal(paths);
      if (refusal) return reply.code(400).send({ message: refusal });
      // Whether someone is logged in is never kept by a browser or a cache between it and here.
      if (paths.some((path) => path.startsWith("auth."))) reply.header("cache-control", "no-store");
    });

    await scope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => contextFor(services, req, res),
        // A 429 or 503 says when to try again, as the REST answers do.
        responseMeta({ errors }) {
          const retry = errors.find((error) => error.cause instanceof RetryAfter)?.cause;
          return retry instanceof RetryAfter ? { headers: { "retry-after": String(retry.seconds) } } : {};
        },
        onError({ error, path }) {
          if (error.code === "INTERNAL_SERVER_ERROR")
            app.log.error({ err: error, path }, "tRPC procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });
}
