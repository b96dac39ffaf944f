import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface CachedBody {
  json: string;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

/**
 * A serialised, pre-compressed JSON body kept until the next write.
 * Every write calls invalidate(); the next read rebuilds once, concurrent readers share the build.
 */
export function createBodyCache(load: () => Promise<unknown>) {
  let current: Promise<CachedBody> | null = null;
  let generation = 0;

  async function build(): Promise<CachedBody> {
    const json = JSON.stringify(await load());
    const raw = Buffer.from(json);
    return {
      json,
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    };
  }

  return {
    get(): Promise<CachedBody> {
      if (current) return current;
      const mine = generation;
      const pending = build();
      current = pending;
      // A write during the build makes this result stale: don't keep it, and don't cache failures.
      pending.then(
        () => {
          if (mine !== generation && current === pending) current = null;
        },
        () => {
          if (current === pending) current = null;
        },
      );
      return pending;
    },
    invalidate(): void {
      generation += 1;
      current = null;
    },
  };
}

export type BodyCache = ReturnType<typeof createBodyCache>;
