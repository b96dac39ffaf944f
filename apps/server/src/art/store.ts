import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** The folder under DATA_DIR where rendered pictures are kept. */
export const ART_CACHE_DIR = "art-cache";

/** A name made of the picture's version, theme, format and width: only [a-z0-9-]. */
const SAFE_KEY = /^[a-z0-9-]+$/;

export interface ArtStore {
  read(key: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer): Promise<void>;
}

/**
 * Rendered pictures on disk, one file per version of a picture: a version never changes its
 * bytes, so a file once written is right for good, and a restart or a sweep over more pictures
 * than memory holds reads a file instead of drawing again. A lost or broken write only costs a
 * render. Files go in via a temporary name, so a reader never sees half a picture.
 */
export function createArtStore(dataDir: string): ArtStore {
  const dir = path.join(dataDir, ART_CACHE_DIR);
  let made: Promise<unknown> | null = null;
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe picture key ${key}`);
    return path.join(dir, key);
  };
  return {
    async read(key) {
      try {
        return await readFile(file(key));
      } catch {
        return null;
      }
    },
    async write(key, bytes) {
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      const target = file(key);
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
  };
}
