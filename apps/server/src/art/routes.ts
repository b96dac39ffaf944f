import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { brotliCompressSync, gzipSync } from "node:zlib";
import pLimit from "p-limit";
import sharp from "sharp";

import type { Db } from "@repo/db";
import type { ArtFormat, ArtTheme } from "@repo/domain";
import { renderRecipeArt } from "@repo/art";
import { findRecipeById } from "@repo/db";
import { ART_WIDTH, artVersion, composeArt, isArtWidth } from "@repo/domain";

import type { ArtStore } from "./store";
import { createLruCache } from "./cache";

interface RenderedArt {
  raw: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/**
 * Each picture is a few kB (PNG and the widest WebP some tens of kB); this many keeps a thousand
 * recipes' cards warm in both themes. Beyond it pictures come from disk, not from a new render.
 */
const MAX_PICTURES = 2500;
/** Pictures drawn at once: sharp runs on libuv's threads, which pages and files need too. */
const MAX_RENDERS = 2;
const FILE = /^(.+)\.(svg|png|webp)$/;
const CONTENT_TYPES: Record<ArtFormat, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  webp: "image/webp",
};

async function render(
  art: ReturnType<typeof composeArt>,
  theme: ArtTheme,
  format: ArtFormat,
  width: number,
): Promise<RenderedArt> {
  if (format === "webp") {
    // The SVG drawn at the density that gives the asked width, so shapes stay sharp at every size.
    const svg = Buffer.from(renderRecipeArt(art, { theme }));
    const raw = await sharp(svg, { density: (72 * width) / ART_WIDTH })
      .webp({ quality: 75 })
      .toBuffer();
    return { raw, gzip: null, br: null };
  }
  if (format === "png") {
    // Social sites show og:image at 1200 x 630 and do not take SVG.
    const svg = renderRecipeArt(art, { theme, frame: "social" });
    const raw = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
    return { raw, gzip: null, br: null };
  }
  return encoded("svg", Buffer.from(renderRecipeArt(art, { theme })));
}

/** The picture's bytes, and its encodings for SVG (made from the bytes, so a file holds only them). */
function encoded(format: ArtFormat, raw: Buffer): RenderedArt {
  if (format !== "svg") return { raw, gzip: null, br: null };
  return { raw, gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw) };
}

/**
 * GET /art/recipe/{id}.svg, .png and .webp (?w= one of ART_WIDTHS, ?theme=dark for the dark
 * one): the recipe's composed picture, drawn once per picture version (at most MAX_RENDERS at a
 * time), kept on disk in `store` and the most used in memory. With the current version in ?v= the
 * answer may be cached for good; an old version is sent on to the current one; without ?v= the
 * browser revalidates with the ETag.
 */
interface ArtOptions {
  db: Db;
  store?: ArtStore;
  /** Whether the request carries the admin session: a concept's picture is the administrator's alone. */
  isAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export const artRoutes: FastifyPluginAsync<ArtOptions> = async (app, { db, store, isAdmin }) => {
  const cache = createLruCache<RenderedArt>(MAX_PICTURES);
  const renders = pLimit(MAX_RENDERS);

  /** From disk when it was drawn before, else drawn now (waiting for a free turn) and kept. */
  async function picture(key: string, format: ArtFormat, draw: () => Promise<RenderedArt>) {
    const kept = await store?.read(key);
    if (kept) return encoded(format, kept);
    const drawn = await renders(draw);
    await store?.write(key, drawn.raw).catch((error: unknown) => {
      app.log.warn({ err: error }, "could not keep a rendered picture on disk");
    });
    return drawn;
  }

  app.get<{ Params: { file: string }; Querystring: { v?: string; theme?: string; w?: string } }>(
    "/art/recipe/:file",
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const theme = request.query.theme ?? "light";
      if (theme !== "light" && theme !== "dark") return reply.code(400).send({ message: "Unknown theme" });
      const width = request.query.w === undefined ? ART_WIDTH : Number(request.query.w);
      if (!isArtWidth(width)) return reply.code(400).send({ message: "Unknown width" });
      const recipe = match?.[1] ? await findRecipeById(db, match[1]) : undefined;
      // A concept is hidden from visitors, its picture too; the administrator's copy is kept by no
      // cache on the way nor on the device (the offline worker keeps nothing marked no-store).
      const concept = recipe?.status === "draft";
      if (!match || !recipe || (concept && !(await isAdmin(request, reply))))
        return reply.code(404).send({ message: "Not found" });
      const format = match[2] as ArtFormat;

      const art = composeArt(recipe);
      const version = artVersion(art);
      if (request.query.v !== undefined && request.query.v !== version) {
        // An old version is not drawn again: the current one is where the picture now lives.
        const query = new URLSearchParams(request.query as Record<string, string>);
        query.set("v", version);
        return reply
          .header("cache-control", "no-cache")
          .redirect(`/art/recipe/${encodeURIComponent(recipe.id)}.${format}?${query.toString()}`, 302);
      }
      // Only WebP comes in widths: any ?w= on the others names the same file.
      const size = format === "webp" ? `-${width}` : "";
      const etag = `"${version}-${theme}-${format}${size}"`;
      reply
        .header("content-type", CONTENT_TYPES[format])
        .header("etag", etag)
        .header("vary", "accept-encoding")
        .header(
          "cache-control",
          concept
            ? "private, no-store"
            : request.query.v === version
              ? "public, max-age=31536000, immutable"
              : "public, no-cache",
        );
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();

      const key = `${version}-${theme}-${format}${size}`;
      const rendered = await cache.get(key, () =>
        picture(key, format, () => render(art, theme, format, width)),
      );
      const accepted = request.headers["accept-encoding"] ?? "";
      if (rendered.br && /\bbr\b/.test(accepted))
        return reply.header("content-encoding", "br").send(rendered.br);
      if (rendered.gzip && /\bgzip\b/.test(accepted))
        return reply.header("content-encoding", "gzip").send(rendered.gzip);
      return reply.send(rendered.raw);
    },
  );
};
