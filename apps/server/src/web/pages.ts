import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Head } from "@repo/seo";
import { findRecipeById, getSettings, listRecipes } from "@repo/db";
import { homeHead, privateHead, recipeHead, renderHead } from "@repo/seo";
import { nl } from "@repo/strings";

import type { Services } from "../services";
import { sendCached } from "../content-cache";
import { originOf } from "../services";

const HEAD_PLACEHOLDER = "<!--app-head-->";

/** Client routes the web app knows; everything else answers 404 with the app's 'Page Not Found'. */
const PRIVATE_PAGES: Record<string, string> = {
  "/cms": nl.cms.title,
  "/cms/new": nl.form.newTitle,
  "/cms/settings": nl.settings.title,
  "/login": nl.auth.loginTitle,
};

/** The built index.html, with its placeholder for the page head. */
export function loadTemplate(webDist: string): string {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) throw new Error(`No built web app at ${webDist}: run the build first`);
  const template = readFileSync(indexFile, "utf8");
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`${indexFile} has no ${HEAD_PLACEHOLDER}`);
  return template;
}

export const webPages: FastifyPluginAsync<{ services: Services; webDist: string; template: string }> = async (
  app,
  { services, webDist, template },
) => {

  /**
   * A page is the template with its head, rendered once per content version and origin and kept
   * pre-compressed; the server answers repeat visits without touching the database.
   */
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<{ head: Head; status?: number }>,
  ) => {
    const key = `page ${originOf(services, request)}${request.url.split("?")[0] ?? ""}`;
    const body = await services.cache.get(key, async () => {
      const { head, status } = await render();
      return { body: template.replace(HEAD_PLACEHOLDER, renderHead(head)), contentType: "text/html; charset=utf-8", status };
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
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  // GET / with the home head
  app.get("/", async (request, reply) =>
    page(request, reply, async () => {
      const [settings, recipes] = await Promise.all([getSettings(services.db), listRecipes(services.db)]);
      return { head: homeHead({ origin: originOf(services, request), heroImageUrl: settings.heroImageUrl, recipes }) };
    }),
  );

  // GET /recipe/:id with the recipe's head, or 404 with the app's 'Recept niet gevonden'
  app.get<{ Params: { id: string } }>("/recipe/:id", async (request, reply) =>
    page(request, reply, async () => {
      const recipe = await findRecipeById(services.db, request.params.id);
      if (!recipe) return { head: privateHead(nl.recipe.notFound), status: 404 };
      return { head: recipeHead(recipe, originOf(services, request)) };
    }),
  );

  for (const [url, title] of Object.entries(PRIVATE_PAGES)) {
    app.get(url, async (request, reply) => page(request, reply, async () => ({ head: privateHead(title) })));
  }
  app.get("/cms/edit/:id", async (request, reply) =>
    page(request, reply, async () => ({ head: privateHead(nl.form.editTitle) })),
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.method === "GET" || request.method === "HEAD") && !/^\/(api|trpc|objects)(\/|$)/.test(request.url);
    if (wantsHtml) {
      // Unknown paths are endless: render them without filling the cache.
      reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache");
      return reply.code(404).send(template.replace(HEAD_PLACEHOLDER, renderHead(privateHead(nl.notFound.title))));
    }
    return reply.code(404).send({ message: "Not found" });
  });
};
