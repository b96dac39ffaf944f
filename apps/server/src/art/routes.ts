import type { FastifyPluginAsync } from "fastify";
import { brotliCompressSync, gzipSync } from "node:zlib";
import sharp from "sharp";

import type { ArtFormat, ArtTheme } from "@repo/domain";
import type { Db } from "@repo/db";
import { findRecipeById } from "@repo/db";
import { artVersion, composeArt } from "@repo/domain";
import { renderRecipeArt } from "@repo/ui/art";

import { createLruCache } from "./cache";

interface RenderedArt {
  raw: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  contentType: string;
}

/** Each picture is a few kB (PNG some tens of kB); this many keeps the whole collection warm. */
const MAX_PICTURES = 400;
const FILE = /^(.+)\.(svg|png)$/;

async function render(
  art: ReturnType<typeof composeArt>,
  theme: ArtTheme,
  format: ArtFormat,
): Promise<RenderedArt> {
  if (format === "png") {
    // Social sites show og:image at 1200 x 630 and do not take SVG.
    const svg = renderRecipeArt(art, { theme, frame: "social" });
    const raw = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
    return { raw, gzip: null, br: null, contentType: "image/png" };
  }
  const raw = Buffer.from(renderRecipeArt(art, { theme }));
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw),
    contentType: "image/svg+xml",
  };
}

/**
 * GET /art/recipe/{id}.svg and .png (?theme=dark for the dark one): the recipe's composed picture,
 * rendered once per picture version and kept in memory. With the current version in ?v= the
 * answer may be cached for good; without it, the browser revalidates with the ETag.
 */
export const artRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const cache = createLruCache<RenderedArt>(MAX_PICTURES);

  app.get<{ Params: { file: string }; Querystring: { v?: string; theme?: string } }>(
    "/art/recipe/:file",
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const theme = request.query.theme ?? "light";
      if (theme !== "light" && theme !== "dark") return reply.code(400).send({ message: "Unknown theme" });
      const recipe = match?.[1] ? await findRecipeById(db, match[1]) : undefined;
      if (!match || !recipe) return reply.code(404).send({ message: "Not found" });
      const format = match[2] as ArtFormat;

      const art = composeArt(recipe);
      const version = artVersion(art);
      const etag = `"${version}-${theme}-${format}"`;
      reply
        .header("content-type", format === "svg" ? "image/svg+xml" : "image/png")
        .header("etag", etag)
        .header("vary", "accept-encoding")
        .header(
          "cache-control",
          request.query.v === version ? "public, max-age=31536000, immutable" : "public, no-cache",
        );
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();

      const picture = await cache.get(`${version} ${theme} ${format}`, () => render(art, theme, format));
      const accepted = request.headers["accept-encoding"] ?? "";
      if (picture.br && /\bbr\b/.test(accepted))
        return reply.header("content-encoding", "br").send(picture.br);
      if (picture.gzip && /\bgzip\b/.test(accepted))
        return reply.header("content-encoding", "gzip").send(picture.gzip);
      return reply.send(picture.raw);
    },
  );
};
