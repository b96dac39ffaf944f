import type { FastifyPluginAsync } from "fastify";

import { recipePath } from "@repo/domain";
import { escapeHtml } from "@repo/seo";

import type { Services } from "../services";
import type { PageEntry } from "./pages";
import { originOf } from "../services";

/**
 * The public pages of the app's routes: each page without parameters once, and a page of a
 * recipe for every recipe. A private page (the shopping list, the CMS) is never listed.
 */
function sitemapPaths(pages: readonly PageEntry[], recipeIds: readonly string[]): string[] {
  return pages
    .filter((page) => !page.private)
    .flatMap((page) =>
      !page.path.includes("$")
        ? [page.path]
        : // A recipe's id is the only parameter of a public page.
          recipeIds.map((id) => page.path.replace("$id", encodeURIComponent(id))),
    );
}

export const sitemapRoutes: FastifyPluginAsync<{ services: Services; pages: readonly PageEntry[] }> = async (
  app,
  { services, pages },
) => {
  // GET /sitemap.xml
  app.get("/sitemap.xml", async (request, reply) => {
    const origin = originOf(services, request);
    const recipes = await services.reads.recipes.list();
    const lastmod = recipes.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), "");
    const changed = new Map(recipes.map((r) => [recipePath(r.id), r.updatedAt]));
    const urls = sitemapPaths(
      pages,
      recipes.map((r) => r.id),
    ).map((path) => ({ loc: `${origin}${path}`, lastmod: changed.get(path) ?? lastmod }));
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (u) =>
          `  <url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeHtml(u.lastmod)}</lastmod>` : ""}</url>`,
      ),
      "</urlset>",
    ].join("\n");
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(body);
  });

  // GET /robots.txt
  app.get("/robots.txt", async (request, reply) => {
    const origin = originOf(services, request);
    const body = [
      "User-agent: *",
      "Disallow: /cms",
      "Disallow: /login",
      "Disallow: /api/",
      "Disallow: /trpc/",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n");
    return reply.header("content-type", "text/plain; charset=utf-8").send(body);
  });
};
