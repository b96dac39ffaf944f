import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Head } from "@repo/seo";
import { findRecipeById, getSettings, listRecipes } from "@repo/db";
import { homeHead, privateHead, recipeHead, renderHead } from "@repo/seo";
import { nl } from "@repo/strings";

import type { Services } from "../services";
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

  const page = (reply: FastifyReply, head: Head, status = 200) =>
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(template.replace(HEAD_PLACEHOLDER, renderHead(head)));

  // Hashed assets never change; everything else in the build is revalidated.
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  // GET / with the home head
  app.get("/", async (request, reply) => {
    const [settings, recipes] = await Promise.all([getSettings(services.db), listRecipes(services.db)]);
    return page(reply, homeHead({ origin: originOf(services, request), heroImageUrl: settings.heroImageUrl, recipes }));
  });

  // GET /recipe/:id with the recipe's head, or 404 with the app's 'Recept niet gevonden'
  app.get<{ Params: { id: string } }>("/recipe/:id", async (request, reply) => {
    const recipe = await findRecipeById(services.db, request.params.id);
    if (!recipe) return page(reply, privateHead(nl.recipe.notFound), 404);
    return page(reply, recipeHead(recipe, originOf(services, request)));
  });

  for (const [url, title] of Object.entries(PRIVATE_PAGES)) {
    app.get(url, async (_request, reply) => page(reply, privateHead(title)));
  }
  app.get("/cms/edit/:id", async (_request, reply) => page(reply, privateHead(nl.form.editTitle)));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.method === "GET" || request.method === "HEAD") && !/^\/(api|trpc|objects)(\/|$)/.test(request.url);
    if (wantsHtml) return page(reply, privateHead(nl.notFound.title), 404);
    return reply.code(404).send({ message: "Not found" });
  });
};
