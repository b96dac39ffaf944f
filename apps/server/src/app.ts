import type { FastifyServerOptions } from "fastify";
import Fastify from "fastify";

import type { Db } from "@repo/db";
import { getContentVersion } from "@repo/db";

import type { BodyTimeouts } from "./http/slow-clients";
import type { FetchGuardOptions } from "./import/fetch-guard";
import type { Storage } from "./objects/storage";
import type { VitalsOptions } from "./rest/vitals";
import type { SamenOptions } from "./samen/routes";
import type { Services } from "./services";
import type { PageRenderer } from "./web/pages";
import { artRoutes } from "./art/routes";
import { createArtStore } from "./art/store";
import { createContentCache } from "./content-cache";
import { errorHandler } from "./errors";
import { isAdmin } from "./http/admin-gate";
import { hostCheck, ownOrigins } from "./http/hosts";
import { withRedaction } from "./http/logging";
import { registerRequestChecks } from "./http/request-checks";
import { inlineScriptHashes, securityCheck } from "./http/security";
import { DEFAULT_TIMEOUTS, registerSlowClientLimits } from "./http/slow-clients";
import { createLoginThrottle } from "./http/throttle";
import { createPageImport } from "./import/page-import";
import { objectsRoutes, UPLOAD_ROUTE } from "./objects/routes";
import { createStaging } from "./objects/staging";
import { RequestLog, requestLogger } from "./ops/logger";
import { apiRest } from "./rest/api";
import { cachedQueries } from "./rest/cached-queries";
import { createMemoryHub, createPostgresHub } from "./samen/hub";
import { publicReads } from "./services";
import { mountTrpc } from "./trpc";
import { loadRenderer, rendererFile, webPages } from "./web/pages";
import { sitemapRoutes } from "./web/sitemap";
import { loadTemplate } from "./web/template";

export interface AppOptions {
  db: Db;
  storage: Storage;
  /** Seals session cookies and signs upload URLs; at least 32 characters. */
  sessionSecret: string;
  /** Absolute origin for links, without a trailing slash; the request's own when absent. */
  publicUrl?: string;
  /** The built web app; without it only the API and objects are served. */
  webDist?: string;
  /** The web app's render; by default the one built into `webDist`. */
  renderer?: PageRenderer;
  logger?: FastifyServerOptions["logger"];
  /** Which proxies' X-Forwarded-* headers count: a hop count, addresses/CIDRs, or every hop (true). */
  trustProxy?: boolean | number | string[];
  /**
   * Host headers answered when there is no PUBLIC_URL (an entry without a port allows any port);
   * defaults to this machine's own names and addresses.
   */
  allowedHosts?: readonly string[];
  /** When set, external image URLs must name one of these hosts. */
  imageHosts?: readonly string[];
  /** IMPORT_ALLOW_PRIVATE: the recipe import may fetch from loopback and private addresses. */
  importAllowPrivate?: boolean;
  /** The import's fetch guard, as a test sets it up (names resolved its way). */
  importGuard?: Omit<FetchGuardOptions, "maxBytes">;
  /** How long a request's headers and body may take to arrive. */
  timeouts?: BodyTimeouts;
  /** Where health checks measure free disk space (DATA_DIR); unchecked when absent. */
  dataDir?: string;
  /** How free disk space is measured; a test stands in a full disk. */
  freeBytes?: (dir: string) => number;
  login?: { maxAttempts: number; windowSeconds: number };
  /** The field vitals endpoint's limit and clock. */
  vitals?: VitalsOptions;
  /**
   * Several instances share the database: check its content version before answering from
   * cache, so a write on one instance is seen by the next read on every other.
   */
  sharedCache?: boolean;
  /**
   * The PostgreSQL database's URL when there is one: 'Samen' announces new updates to every
   * instance through its LISTEN/NOTIFY (a connection of its own); without it, in this process.
   */
  databaseUrl?: string;
  /** 'Samen': its limits and clock. */
  samen?: SamenOptions;
}

/** JSON bodies of the API are small; images go through the upload route with its own limit. */
const BODY_LIMIT = 256 * 1024;

/**
 * Fastify no longer reads a number as a hop count (it then trusts nothing); a count of n trusts
 * the n proxies nearest to us, whatever their address, so the server must be reachable only
 * through them.
 */
function proxyTrust(value: boolean | number | string[]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function buildApp(opts: AppOptions) {
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: withRedaction(opts.logger ?? false),
    // One line per request, at a level that depends on what it did.
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    trustProxy: proxyTrust(opts.trustProxy ?? false),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 5000 },
    // Node's own limits back up the per-route ones below: headers in time, nothing past the longest.
    http: { headersTimeout: timeouts.bodyMs, connectionsCheckingInterval: 5_000 },
    requestTimeout: timeouts.uploadMs + 5_000,
    // On close, keep-alive connections with nothing in flight go at once.
    forceCloseConnections: "idle",
  });

  const cache = createContentCache(opts.sharedCache ? { version: () => getContentVersion(opts.db) } : {});
  // The list itself is read uncached; everything else built from it uses the kept copy.
  const listReads = publicReads(opts.db);
  const summaries = () => cache.value("recipes.summaries", () => listReads.recipes.summaries());
  const reads = publicReads(opts.db, summaries);
  const staging = createStaging(opts.storage, opts.db);
  const services: Services = {
    db: opts.db,
    storage: opts.storage,
    staging,
    sessionSecret: opts.sessionSecret,
    publicUrl: opts.publicUrl,
    imageHosts: opts.imageHosts,
    ownOrigins: ownOrigins({ publicUrl: opts.publicUrl, allowedHosts: opts.allowedHosts }),
    pageImport: createPageImport(
      staging,
      opts.importGuard ?? { allowPrivate: opts.importAllowPrivate ?? false },
    ),
    loginThrottle: createLoginThrottle(opts.db, opts.login ?? { maxAttempts: 5, windowSeconds: 15 * 60 }),
    cache,
    reads,
    summaries,
    // The content version was raised in the write's own transaction (writeProcedure).
    onContentChange: () => cache.invalidate(),
  };

  // Writes take JSON only; an empty body is "no payload" (logout, upload URL) rather than an error.
  const defaultJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    void defaultJson(request, body as string, done);
  });

  // Every route as registered: what the API's documentation is checked against.
  const routes: { method: string; url: string }[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.setErrorHandler(errorHandler);
  app.decorate("contentCache", cache);

  const template = opts.webDist ? loadTemplate(opts.webDist) : null;
  registerRequestChecks(app, [
    securityCheck({ publicUrl: opts.publicUrl, scriptHashes: template ? inlineScriptHashes(template) : [] }),
    hostCheck({ publicUrl: opts.publicUrl, allowedHosts: opts.allowedHosts }),
    registerSlowClientLimits(app, {
      timeouts,
      isUpload: (request) => request.routeOptions.url === UPLOAD_ROUTE,
    }),
  ]);

  // Before tRPC: these GET URLs are answered from cache instead of by the procedure.
  await app.register(cachedQueries, { services });
  await mountTrpc(app, services);

  const hub = opts.databaseUrl
    ? createPostgresHub(opts.databaseUrl, {
        onError: (error) =>
          app.log.warn({ err: error }, "the shared households' listener broke; reconnecting"),
      })
    : createMemoryHub();
  app.addHook("onClose", () => hub.close());
  await app.register(apiRest, {
    prefix: "/api",
    services,
    hub,
    vitals: opts.vitals,
    samen: opts.samen,
    dataDir: opts.dataDir,
    freeBytes: opts.freeBytes,
  });
  await app.register(objectsRoutes, {
    db: opts.db,
    storage: opts.storage,
    secret: opts.sessionSecret,
    staging,
    isAdmin: (request, reply) => isAdmin(services, request, reply),
  });
  const renderer = opts.webDist && template ? (opts.renderer ?? (await loadRenderer(opts.webDist))) : null;
  await app.register(sitemapRoutes, { services, pages: renderer?.pages ?? [] });
  await app.register(artRoutes, {
    db: opts.db,
    store: opts.dataDir ? createArtStore(opts.dataDir) : undefined,
    isAdmin: (request, reply) => isAdmin(services, request, reply),
  });

  if (opts.webDist && template && renderer) {
    // A render given by the caller (a test's) stays on this thread; the build's also runs on its own.
    const file = opts.renderer ? undefined : rendererFile(opts.webDist);
    await app.register(webPages, { services, webDist: opts.webDist, template, renderer, rendererFile: file });
  } else {
    app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ message: "Not found" }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** The answers kept until the next write; exposed so its size can be watched. */
    contentCache: ReturnType<typeof createContentCache>;
    registeredRoutes: readonly { method: string; url: string }[];
  }
}
