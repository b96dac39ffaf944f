import type { FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

type Encoding = "br" | "gzip" | "identity";

export interface CachedBody {
  /** The uncompressed body. */
  identity: Buffer;
  /** Bytes held for the three encodings, counted against the cache's bound. */
  size: number;
  etag: string;
  gzip: Buffer;
  br: Buffer;
  contentType: string;
  status: number;
  /** Every response header per encoding, made once: an answer from cache only copies them. */
  headers: Record<Encoding | "notModified", Record<string, string>>;
}

/** Above this many bytes (raw and both encodings) the least recently used entries go. */
export const MAX_BYTES = 64 * 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Both encodings are made on libuv's threads, side by side: the full list at 10,000 recipes takes
 * some 0.7 s to compress, in which the event loop goes on answering from cache.
 */
async function compress(raw: Buffer, contentType: string, status: number): Promise<CachedBody> {
  const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
  const [gzip, br] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  ]);
  const base = { "content-type": contentType, "cache-control": "no-cache", etag };
  // A body too small to gain from either encoding (the settings, a short error) goes out as it
  // is to every client: nothing then depends on Accept-Encoding, so no Vary either.
  if (br.length >= raw.length) {
    const identity = { ...base, "content-length": String(raw.length) };
    const headers = { notModified: base, identity, gzip: identity, br: identity };
    return { identity: raw, size: raw.length, contentType, status, etag, gzip: raw, br: raw, headers };
  }
  const varied = { ...base, vary: "accept-encoding" };
  return {
    identity: raw,
    size: raw.length + gzip.length + br.length,
    contentType,
    status,
    etag,
    gzip,
    br,
    headers: {
      notModified: varied,
      identity: { ...varied, "content-length": String(raw.length) },
      gzip: { ...varied, "content-encoding": "gzip", "content-length": String(gzip.length) },
      br: { ...varied, "content-encoding": "br", "content-length": String(br.length) },
    },
  };
}

/**
 * Serialised, pre-compressed answers (the recipe list, single recipes, rendered pages), kept until
 * the next write: the content version is the only thing an entry depends on besides its key, which
 * never holds anything a client chooses freely (a Host header, a query string). invalidate() drops
 * everything; a build that was running when a write came in is not kept. Concurrent readers of a
 * missing entry share one build. The whole cache stays under `maxBytes`: when it is full the least
 * recently used entries make room, so a sweep over many pages cannot empty it of the busy ones. Besides bytes it keeps
 * values that several answers are built from (the overview's list), under the same rules.
 */
export function createContentCache(opts: { version?: () => Promise<number>; maxBytes?: number } = {}) {
  const maxBytes = opts.maxBytes ?? MAX_BYTES;
  const entries = new Map<string, Promise<CachedBody>>();
  const values = new Map<string, Promise<unknown>>();
  /** The finished entries, readable without waiting: what peek() answers from. */
  const ready = new Map<string, CachedBody>();
  /** Entries read since eviction last passed them: they get a second chance (see evictFor). */
  const used = new Set<string>();
  let bytes = 0;
  let generation = 0;
  let knownVersion: number | null = null;

  function invalidate(): void {
    generation += 1;
    entries.clear();
    values.clear();
    ready.clear();
    used.clear();
    bytes = 0;
  }

  function forget(key: string): void {
    entries.delete(key);
    bytes -= ready.get(key)?.size ?? 0;
    ready.delete(key);
    used.delete(key);
  }

  /**
   * Drops finished entries, oldest first, until `size` more bytes fit; one read since it was last
   * passed goes to the back instead (a Map iterates in insertion order, and visits it once more
   * there). Nearly least recently used, at the cost of marking a read rather than moving it.
   */
  function evictFor(size: number, keep: string): void {
    for (const key of entries.keys()) {
      if (bytes + size <= maxBytes) return;
      if (key === keep || !ready.has(key)) continue;
      if (used.delete(key)) {
        const entry = entries.get(key);
        entries.delete(key);
        if (entry) entries.set(key, entry);
      } else forget(key);
    }
  }

  /**
   * Another instance may have written: its version bump makes everything here stale. While the
   * version cannot be read (the database is down), what is held is served as it is; the error
   * reaches only readers of what is not held.
   */
  async function checkVersion(held: boolean): Promise<"checked" | "serve held"> {
    if (!opts.version) return "checked";
    let version: number;
    try {
      version = await opts.version();
    } catch (error) {
      if (held) return "serve held";
      throw error;
    }
    if (version !== knownVersion) {
      knownVersion = version;
      invalidate();
    }
    return "checked";
  }

  return {
    async get(
      key: string,
      build: () => Promise<{ body: string | Buffer; contentType: string; status?: number }>,
    ) {
      const held = entries.get(key);
      if ((await checkVersion(held !== undefined)) === "serve held" && held) return held;
      const existing = entries.get(key);
      if (existing) {
        used.add(key);
        return existing;
      }
      const mine = generation;
      const pending = build().then(({ body, contentType, status }) =>
        compress(Buffer.from(body), contentType, status ?? 200),
      );
      entries.set(key, pending);
      pending.then(
        (body) => {
          if (entries.get(key) !== pending) return;
          // Error pages (an unknown recipe id) are not kept: their keys are endless.
          if (mine !== generation || body.status !== 200) return forget(key);
          if (body.size > maxBytes) return forget(key);
          evictFor(body.size, key);
          ready.set(key, body);
          bytes += body.size;
        },
        () => {
          if (entries.get(key) === pending) forget(key);
        },
      );
      return pending;
    },
    /**
     * A value kept until the next write, its build shared by concurrent readers. Keys are the
     * server's own few names, so values are not counted against `maxBytes`.
     */
    async value<T>(key: string, build: () => Promise<T>): Promise<T> {
      const held = values.get(key);
      if ((await checkVersion(held !== undefined)) === "serve held" && held) return held as Promise<T>;
      const existing = values.get(key);
      if (existing) return existing as Promise<T>;
      const pending = build();
      values.set(key, pending);
      pending.catch(() => {
        if (values.get(key) === pending) values.delete(key);
      });
      return pending;
    },
    /**
     * The finished entry under `key`, at once, or undefined: a read that finds its answer here
     * skips the promise chain of get(). Never answers while other instances may have written
     * (a version to check), which get() does first.
     */
    peek(key: string): CachedBody | undefined {
      if (opts.version) return undefined;
      const body = ready.get(key);
      if (body) used.add(key);
      return body;
    },
    invalidate,
    /** Entries and bytes held now (answers still being built count once they are done). */
    stats: () => ({ entries: ready.size, bytes }),
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const encodings = new Map<string, Encoding>();

function preferredEncoding(header: string | undefined): Encoding {
  const key = header ?? "";
  let encoding = encodings.get(key);
  if (encoding === undefined) {
    const accepted = key.toLowerCase();
    encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "identity";
    if (encodings.size < 100) encodings.set(key, encoding);
  }
  return encoding;
}

/** Sends a cached body: 304 for a matching If-None-Match, else the best encoding the client takes. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  if (body.status === 200 && request.headers["if-none-match"] === body.etag) {
    return reply.code(304).headers(body.headers.notModified).send();
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  return reply.code(body.status).headers(body.headers[encoding]).send(body[encoding]);
}

/** Quick rather than tight: a body sent once is not worth brotli's slow qualities. */
const ONCE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Below this a body gains too little from an encoding to pay for it. */
const ONCE_MIN_BYTES = 1024;

/**
 * A body sent once (a page rendered for one visit), in the encoding the client prefers, made on
 * libuv's threads: at 1,000 recipes a search page of 178 KB goes out as 16 KB of brotli.
 */
export async function encodeOnce(
  request: FastifyRequest,
  body: string | Buffer,
): Promise<{ body: string | Buffer; headers: Record<string, string> }> {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return { body, headers: {} };
  const raw = typeof body === "string" ? Buffer.from(body) : body;
  if (raw.length < ONCE_MIN_BYTES) return { body: raw, headers: {} };
  const encoded =
    encoding === "br" ? await brotliAsync(raw, ONCE_BROTLI) : await gzipAsync(raw, { level: 6 });
  return { body: encoded, headers: { "content-encoding": encoding, vary: "accept-encoding" } };
}

/**
 * JSON from `read`, cached under `key` until the next write, sent pre-compressed with an ETag.
 * A held answer is sent at once, without a promise: the small reads (one recipe, the settings)
 * are answered at nearly the cost of writing their bytes.
 */
export function sendCachedJson(
  cache: ContentCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  read: () => Promise<unknown>,
) {
  const held = cache.peek(key);
  if (held) return sendCached(request, reply, held);
  return cache
    .get(key, async () => ({
      body: JSON.stringify(await read()),
      contentType: "application/json; charset=utf-8",
    }))
    .then((body) => sendCached(request, reply, body));
}
