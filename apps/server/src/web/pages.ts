import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { TRPCError } from "@trpc/server";
import pLimit from "p-limit";

import type { Fetcher } from "@repo/api/wire";
import { callRead } from "@repo/api";
import { RecipeIdSchema } from "@repo/schema";
import { nlServer } from "@repo/strings";

import type { PublicReads, Services } from "../services";
import type { RenderedPage } from "./template";
import { encodeOnce, sendCached } from "../content-cache";
import { asBuildFile } from "../http/security";
import { originOf } from "../services";
import { renderPool } from "./render-pool";
import { pageBody } from "./template";

const SERVICE_WORKER = "sw.js";
/** The web app's render for the server (apps/web/src/entry-server.tsx), built beside the app. */
const RENDERER = path.join("ssr", "entry-server.js");
/**
 * Pages rendered for one visit only (a free-text search) share two renders at a time; a flood of
 * them waits in a short queue and past it is told to come back, while kept pages answer at once.
 */
const UNKEPT_RENDERS = 2;
const UNKEPT_QUEUE = 32;
/** Such pages one client address may have in the works at once: a flood from one address cannot fill the queue. */
const UNKEPT_PER_CLIENT = 2;
const SHED_DELAY_MS = 1000;

/** A page as its route declares it (apps/web/src/entry-server.tsx, `pagesOf`). */
export interface PageEntry {
  /** The router's path pattern; `$name` marks a parameter, as in '/recipe/$id'. */
  path: string;
  private: boolean;
  /** The offline worker keeps this page as painted (told by its Content-Location). */
  offline: boolean;
}

/** What apps/web/src/entry-server.tsx exports. */
export interface PageRenderer {
  render(
    url: string,
    options: { fetcher: Fetcher; origin: string },
  ): Promise<RenderedPage & { redirect?: string; status: number }>;
  planPage(url: string): { redirect: string } | { search: string; url: string; keep: boolean };
  /** Every page of the app, from its route tree: the server answers these paths and no other. */
  pages: readonly PageEntry[];
  /** What a read that finds nothing rejects with: the page's 'not found'. */
  NotFoundError: new (message: string) => Error;
}

/** Where the build puts the web app's render for the server. */
export const rendererFile = (webDist: string) => path.join(webDist, RENDERER);

/** The web app's render, imported once at start. */
export async function loadRenderer(webDist: string): Promise<PageRenderer> {
  const file = rendererFile(webDist);
  if (!existsSync(file)) throw new Error(`No server render at ${file}: run the web app's build first`);
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * A read of the app's pages through the API as an anonymous visitor calls it, by procedure path.
 * An unknown or malformed id is the same page to a visitor: not found.
 */
function callerFetcher(reads: PublicReads, renderer: PageRenderer): Fetcher {
  return async (procedurePath, input) => {
    try {
      return await callRead(reads, procedurePath, input);
    } catch (error) {
      if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) {
        throw new renderer.NotFoundError(procedurePath);
      }
      throw error;
    }
  };
}

/** The router's '/recipe/$id' as Fastify's '/recipe/:id'. */
export function routePattern(path: string): string {
  return path.replace(/\$([A-Za-z0-9_]+)/g, ":$1");
}

/**
 * A recipe id the id schema would read differently (padded with spaces, tabs or newlines) is the
 * same recipe under another URL: it is sent to the one spelling, so only that one is ever cached.
 */
function canonicalUrl(request: FastifyRequest<{ Params: Record<string, string> }>): string | null {
  const { id } = request.params;
  if (id === undefined) return null;
  const parsed = RecipeIdSchema.safeParse(id);
  if (!parsed.success || parsed.data === id) return null;
  const [pathname = "", query] = request.url.split("?", 2);
  const segments = pathname.split("/");
  const at = segments.findIndex((segment) => safeDecode(segment) === id);
  if (at < 0) return null;
  segments[at] = encodeURIComponent(parsed.data);
  return segments.join("/") + (query === undefined ? "" : `?${query}`);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A fetch the offline worker makes while installing: Workbox asks for precached files with a
 * revision in the query, and a browser marks a script's fetch (unlike a navigation) as `empty`.
 */
function fromOfflineWorker(request: FastifyRequest): boolean {
  return request.url.includes("__WB_REVISION__=") || request.headers["sec-fetch-dest"] === "empty";
}

export interface WebPagesOptions {
  services: Services;
  webDist: string;
  template: string;
  renderer: PageRenderer;
  /** The render's file when it was loaded from the build: pages kept for no one render on a thread of their own. */
  rendererFile?: string;
}

export const webPages: FastifyPluginAsync<WebPagesOptions> = async (
  app,
  { services, webDist, template, renderer, rendererFile },
) => {
  const pool = rendererFile ? renderPool(rendererFile, renderer.NotFoundError, template) : null;
  app.addHook("onClose", async () => pool?.close());

  /**
   * The page at `url` as the app renders it, in the built index.html with its head and reads;
   * `apart` renders it on the render thread (where there is one), which also fills the template
   * and hands over the bytes: a flood of searches then builds no large strings on this thread.
   */
  const render = async (
    request: FastifyRequest,
    url: string,
    apart = false,
  ): Promise<{ body: string | Buffer; status: number }> => {
    const fetcher = callerFetcher(services.reads, renderer);
    const origin = originOf(services, request);
    if (apart && pool) {
      const rendered = await pool.render(url, origin, fetcher);
      return "redirect" in rendered ? { body: rendered.redirect, status: 302 } : rendered;
    }
    const { redirect, ...rendered } = await renderer.render(url, { fetcher, origin });
    if (redirect !== undefined) return { body: redirect, status: 302 };
    return { body: pageBody(template, rendered), status: rendered.status };
  };

  /** A redirect goes to its location, never into a cache. */
  const redirect = (reply: FastifyReply, location: string) =>
    reply.header("cache-control", "no-store").redirect(location, 302);

  const unkept = pLimit(UNKEPT_RENDERS);
  const perClient = new Map<string, number>();
  /** A page rendered for this visit only, behind the small limit; `status` 404 for an unknown path. */
  const renderUnkept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    status: 200 | 404,
  ) => {
    const client = request.ip;
    const mine = perClient.get(client) ?? 0;
    if (unkept.pendingCount >= UNKEPT_QUEUE || mine >= UNKEPT_PER_CLIENT) {
      // Told to come back after the second it is told to wait: a client that asks again at once
      // would otherwise keep the server busy answering 'busy' (the wait costs a timer, no work).
      await sleep(SHED_DELAY_MS);
      return reply
        .code(503)
        .header("retry-after", "1")
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send(nlServer.busy);
    }
    perClient.set(client, mine + 1);
    const rendered = await unkept(() => render(request, url, true)).finally(() => {
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    if (rendered.status === 302) return redirect(reply, rendered.body.toString());
    const { body, headers } = await encodeOnce(request, rendered.body);
    return reply
      .code(status === 200 ? rendered.status : status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .headers(headers)
      .send(body);
  };

  /**
   * A page is rendered once per content version and kept pre-compressed; the server answers
   * repeat visits without touching the database. The key is the route, its parameters and the
   * search the route validates and the server paints (renderer.planPage), and the render is of
   * exactly that URL, so no spelling of a URL can put another page under a key. A URL the router
   * would redirect is redirected (302, never kept). The Host header is not part of the key: only
   * allowed hosts get this far, and PUBLIC_URL (the origin production links are made from) is the
   * same for every request.
   */
  const page = async (
    entry: PageEntry,
    request: FastifyRequest<{ Params: Record<string, string> }>,
    reply: FastifyReply,
  ) => {
    const plan = request.url.includes("?")
      ? renderer.planPage(request.url)
      : { search: "", url: request.url, keep: true };
    if ("redirect" in plan) return redirect(reply, plan.redirect);
    if (!plan.keep) return renderUnkept(request, reply, plan.url, 200);
    const key = `page ${request.routeOptions.url ?? ""} ${Object.values(request.params).join("/")} ${plan.search}`;
    const body = await services.cache.get(key, async () => ({
      ...(await render(request, plan.url)),
      contentType: "text/html; charset=utf-8",
    }));
    if (body.status === 302) return redirect(reply, body.identity.toString());
    // The page of the path itself (whatever search the device applies): what the offline worker keeps.
    if (entry.offline && plan.search === "" && body.status === 200)
      reply.header("content-location", plan.url);
    return sendCached(request, reply, body);
  };

  // Hashed assets never change; everything else in the build is revalidated.
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // The web build writes .br and .gz beside each asset.
    preCompressed: true,
    index: false,
    // The raw template (no head, no first paint) is never a page of its own: only the offline
    // worker fetches it, as the app shell it falls back to. The server's own render is read from
    // disk, never served.
    allowedPath: (pathName, _root, request) =>
      !pathName.startsWith("/ssr/") && (pathName !== "/index.html" || fromOfflineWorker(request)),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      if (hashed) asBuildFile(reply);
      // The service worker is checked on every visit, so a new build reaches visitors at once.
      const worker = path.basename(filePath) === SERVICE_WORKER;
      reply.header(
        "cache-control",
        worker ? "no-cache" : hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  // GET every page of the app's routes, as the app renders it (a recipe that does not exist is 404).
  for (const entry of renderer.pages) {
    app.get<{ Params: Record<string, string> }>(routePattern(entry.path), async (request, reply) => {
      const canonical = canonicalUrl(request);
      if (canonical) return reply.redirect(canonical, 301);
      return page(entry, request, reply);
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml =
      (request.method === "GET" || request.method === "HEAD") &&
      !/^\/(api|trpc|objects)(\/|$)/.test(request.url);
    if (wantsHtml) {
      // Unknown paths are endless: render them without filling the cache.
      return renderUnkept(request, reply, request.url, 404);
    }
    return reply.code(404).send({ message: "Not found" });
  });
};
