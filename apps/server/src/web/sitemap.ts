import type { FastifyPluginAsync } from "fastify";

import { recipePath } from "@repo/domain";
import { escapeHtml } from "@repo/seo";

import type { Services } from "../services";
import { originOf } from "../services";

export const sitemapRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // GET /sitemap.xml
  app.get("/sitemap.xml", async (request, reply) => {
    const origin = originOf(services, request);
    const recipes = await services.reads.recipes.list();
    const lastmod = recipes.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), "");
    const urls = [
      { loc: `${origin}/`, lastmod },
      { loc: `${origin}/weekmenu`, lastmod },
      ...recipes.map((r) => ({ loc: `${origin}${recipePath(r.id)}`, lastmod: r.updatedAt })),
    ];
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
