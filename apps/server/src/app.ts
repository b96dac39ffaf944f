import type { FastifyServerOptions } from "fastify";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";

import type { AppRouter } from "@repo/api";
import type { Db } from "@repo/db";
import { appRouter } from "@repo/api";
import { bumpContentVersion, getContentVersion } from "@repo/db";

import type { Storage } from "./objects/storage";
import type { Services } from "./services";
import { errorHandler } from "./errors";
import { createContentCache } from "./content-cache";
import { objectsRoutes } from "./objects/routes";
import { authRest } from "./rest/auth";
import { healthRest } from "./rest/health";
import { objectsRest } from "./rest/objects";
import { recipesRest } from "./rest/recipes";
import { settingsRest } from "./rest/settings";
import { contextFor } from "./services";
import { createLoginThrottle } from "./throttle";
import { inlineScriptHashes, registerSecurity } from "./security";
import { loadTemplate, webPages } from "./web/pages";
import { sitemapRoutes } from "./web/sitemap";

export interface AppOptions {
  db: Db;
  storage: Storage;
  /** Seals session cookies and signs upload URLs; at least 32 characters. */
  sessionSecret: string;
  /** Absolute origin for links, without a trailing slash; the request's own when absent. */
  publicUrl?: string;
  /** The built web app; without it only the API and objects are served. */
  webDist?: string;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: boolean;
  login?: { maxAttempts: number; windowSeconds: number };
  /**
   * Several instances share the database: check its content version before answering from
   * cache, so a write on one instance is seen by the next read on every other.
   */
  sharedCache?: boolean;
}

/** JSON bodies of the API are small; images go through the upload route with its own limit. */
const BODY_LIMIT = 256 * 1024;

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
  });

  const cache = createContentCache(opts.sharedCache ? { version: () => getContentVersion(opts.db) } : {});
  const services: Services = {
    db: opts.db,
    storage: opts.storage,
    sessionSecret: opts.sessionSecret,
    publicUrl: opts.publicUrl,
    loginThrottle: createLoginThrottle(opts.db, opts.login ?? { maxAttempts: 5, windowSeconds: 15 * 60 }),
    cache,
    onContentChange: async () => {
      if (opts.sharedCache) await bumpContentVersion(opts.db);
      cache.invalidate();
    },
  };

  // Writes take JSON only; an empty body is "no payload" (logout, upload URL) rather than an error.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    void defaultJson(request, body as string, done);
  });

  app.setErrorHandler(errorHandler);

  const template = opts.webDist ? loadTemplate(opts.webDist) : null;
  await registerSecurity(app, {
    publicUrl: opts.publicUrl,
    scriptHashes: template ? inlineScriptHashes(template) : [],
  });

  await app.register(fastifyTRPCPlugin, {
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

  await app.register(recipesRest, { prefix: "/api/recipes", services });
  await app.register(authRest, { prefix: "/api/auth", services });
  await app.register(settingsRest, { prefix: "/api/settings", services });
  await app.register(objectsRest, { prefix: "/api/objects", services });
  await app.register(healthRest, { prefix: "/api/health", services });
  await app.register(objectsRoutes, { db: opts.db, storage: opts.storage, secret: opts.sessionSecret });
  await app.register(sitemapRoutes, { services });

  if (opts.webDist && template) {
    await app.register(webPages, { services, webDist: opts.webDist, template });
  } else {
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: "Not found" }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
