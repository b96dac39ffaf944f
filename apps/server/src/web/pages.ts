import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import type { ReactElement } from "react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import path from "node:path";

import type { PageManifest } from "@repo/domain";
import type { Head } from "@repo/seo";
import { TRPCError } from "@trpc/server";
import { firstPage, PAGES, relatedRecipes } from "@repo/domain";
import { homeHead, pageHead, privateHead, recipeHead, renderHead, weekHead } from "@repo/seo";
import { RecipeIdSchema } from "@repo/schema";
import { nl } from "@repo/strings";
import { sampleWeek } from "@repo/domain/weekmenu";
import { HomeShell, RecipeShell, WeekShell } from "@repo/ui";

import type { Services } from "../services";
import { sendCached } from "../content-cache";
import { originOf } from "../services";

const HEAD_PLACEHOLDER = "<!--app-head-->";
const SERVICE_WORKER = "sw.js";
const ROOT = '<div id="root"></div>';

interface Rendered {
  head: Head;
  status?: number;
  shell?: string;
}

/** A page whose head and first paint come from its content; the manifest's other pages get pageHead(). */
type Renderer = (request: FastifyRequest, params: Partial<Record<string, string>>) => Promise<Rendered>;

/** The router's '/recipe/$id' as Fastify's '/recipe/:id'. */
export function routePattern(path: string): string {
  return path.replace(/\$([A-Za-z0-9_]+)/g, ":$1");
}

/**
 * A shared component as HTML the app can hydrate (renderToString keeps the Suspense markers it
 * pairs with), without the image preloads React adds (the head has the one that matters).
 */
function firstPaint(element: ReactElement): string {
  return renderToString(element).replace(/<link rel="preload"[^>]*>/g, "");
}

/** The built index.html, with its placeholder for the page head. */
export function loadTemplate(webDist: string): string {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) throw new Error(`No built web app at ${webDist}: run the build first`);
  const template = readFileSync(indexFile, "utf8");
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`${indexFile} has no ${HEAD_PLACEHOLDER}`);
  if (!template.includes(ROOT)) throw new Error(`${indexFile} has no ${ROOT}`);
  // The stylesheet stays a separate, cached file: with the app's scripts held back until
  // `load`, it is the only thing the first paint waits for besides the HTML.
  return startAppAfterLoad(stylesheetsFirst(template));
}

/** The stylesheet goes before the page's head tags (the JSON-LD can be long), so it is found at once. */
function stylesheetsFirst(template: string): string {
  const links = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let result = template;
  for (const link of links) result = result.replace(link, "");
  return result.replace(HEAD_PLACEHOLDER, `${links.join("\n    ")}\n    ${HEAD_PLACEHOLDER}`);
}

/**
 * Starts the app once the page has loaded (HTML, styles and the hero image), so on a slow line
 * the bandwidth goes to what the visitor sees first; the app then takes over the same pixels.
 * Its shared chunks are fetched together but run one by one, each in a task of its own (React
 * and the router, then the app's code, then the page): on a slow phone each is a long piece of
 * work, and between them the browser paints and answers a tap.
 */
function startAppAfterLoad(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) return template;
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  const loader =
    `const chunks=${JSON.stringify(preloads)};` +
    `const go=async()=>{for(const href of chunks){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `for(const href of chunks){await import(href);await new Promise((r)=>setTimeout(r))}` +
    `import(${JSON.stringify(entry[1])})};` +
    `document.readyState==="complete"?go():addEventListener("load",go,{once:true})`;
  return template
    .replace(entry[0], "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace("</body>", `<script type="module">${loader}</script>\n</body>`);
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
  /** The pages answered with the app; everything else is 404. */
  pages?: PageManifest;
}

export const webPages: FastifyPluginAsync<WebPagesOptions> = async (
  app,
  { services, webDist, template, pages = PAGES },
) => {
  /**
   * A page is the template with its head, rendered once per content version and kept
   * pre-compressed; the server answers repeat visits without touching the database. The Host
   * header is not part of the key: only allowed hosts get this far, and PUBLIC_URL (the origin
   * production links are made from) is the same for every request.
   */
  const page = async (
    request: FastifyRequest<{ Params: Record<string, string> }>,
    reply: FastifyReply,
    render: () => Promise<Rendered>,
  ) => {
    // The route and its parameters, never the raw URL: its spellings (query strings, escapes) are endless.
    const key = `page ${request.routeOptions.url ?? ""} ${Object.values(request.params).join("/")}`;
    const body = await services.cache.get(key, async () => {
      const { head, status, shell } = await render();
      const html = template
        .replace(HEAD_PLACEHOLDER, renderHead(head))
        .replace(ROOT, shell ? `<div id="root">${shell}</div>` : ROOT);
      return { body: html, contentType: "text/html; charset=utf-8", status };
    });
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
    // worker fetches it, as the app shell it falls back to.
    allowedPath: (pathName, _root, request) => pathName !== "/index.html" || fromOfflineWorker(request),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is checked on every visit, so a new build reaches visitors at once.
      const worker = path.basename(filePath) === SERVICE_WORKER;
      reply.header(
        "cache-control",
        worker ? "no-cache" : hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  // The recipe as the app reads it (with its picture's label), so the first paint and the app's match.
  const findRecipe = (id: string) =>
    services.reads.recipes.page({ id }).catch((error: unknown) => {
      // An unknown or malformed id is the same page to a visitor: not found.
      if (error instanceof TRPCError) return null;
      throw error;
    });

  const renderers: Partial<Record<string, Renderer>> = {
    // The home head; the header and hero paint before the app's script has even arrived.
    home: async (request) => {
      const [settings, recipes] = await Promise.all([services.reads.settings.get(), services.summaries()]);
      const first = firstPage(recipes);
      return {
        head: {
          ...homeHead({ origin: originOf(services, request), heroImageUrl: settings.heroImageUrl, recipes }),
          initialData: { settings, firstPage: first },
        },
        shell: firstPaint(
          createElement(HomeShell, { heroImageUrl: settings.heroImageUrl, firstPage: first }),
        ),
      };
    },
    // The recipe's head, or 404 with the app's 'Recept niet gevonden'.
    recipe: async (request, { id = "" }) => {
      const [recipe, recipes] = await Promise.all([findRecipe(id), services.summaries()]);
      if (recipe?.id !== id) return { head: privateHead(nl.recipe.notFound), status: 404 };
      const related = relatedRecipes(recipe, recipes).map(
        ({ id: relatedId, name, imageUrl, prepTime, art }) => ({
          id: relatedId,
          name,
          imageUrl,
          prepTime,
          art,
        }),
      );
      return {
        // The recipe and its related recipes travel with the page, so the app shows them
        // without asking again (the related ones would otherwise need the whole list).
        head: { ...recipeHead(recipe, originOf(services, request)), initialData: { recipe, related } },
        shell: firstPaint(
          createElement(RecipeShell, { recipe, related, origin: originOf(services, request) }),
        ),
      };
    },
    // The week menu's landing page: a sample week in the HTML; a visitor's own week lives on the device.
    weekmenu: async (request) => {
      const sample = sampleWeek(
        await services.summaries(),
        ({ id, name, imageUrl, prepTime, calories, art }) => ({
          id,
          name,
          imageUrl,
          prepTime,
          calories,
          art,
        }),
      );
      return {
        head: { ...weekHead(originOf(services, request)), initialData: { weekSample: sample } },
        shell: firstPaint(createElement(WeekShell, { sample })),
      };
    },
    // Cook mode: the recipe travels with the page so it opens offline too; never indexed beside the recipe.
    cook: async (_request, { id = "" }) => {
      const recipe = await findRecipe(id);
      if (recipe?.id !== id) return { head: privateHead(nl.recipe.notFound), status: 404 };
      return { head: { ...privateHead(nl.cook.title(recipe.name)), initialData: { recipe } } };
    },
  };

  // GET every page of the manifest: 200 with its head, unless its renderer says otherwise.
  for (const [key, entry] of Object.entries(pages)) {
    const render = renderers[key];
    app.get<{ Params: Record<string, string> }>(routePattern(entry.path), async (request, reply) => {
      const canonical = canonicalUrl(request);
      if (canonical) return reply.redirect(canonical, 301);
      return page(
        request,
        reply,
        render ? () => render(request, request.params) : async () => ({ head: pageHead(entry) }),
      );
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml =
      (request.method === "GET" || request.method === "HEAD") &&
      !/^\/(api|trpc|objects)(\/|$)/.test(request.url);
    if (wantsHtml) {
      // Unknown paths are endless: render them without filling the cache.
      reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache");
      return reply
        .code(404)
        .send(template.replace(HEAD_PLACEHOLDER, renderHead(privateHead(nl.notFound.title))));
    }
    return reply.code(404).send({ message: "Not found" });
  });
};
