import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where image bytes live: local disk now, an S3-compatible store later. */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** Object keys: a folder and a file name of safe characters, never '..' or a leading slash. */
export const OBJECT_KEY = /^[a-z-]+\/[A-Za-z0-9_-]{8,80}(?:\.[a-z0-9]{2,5})?$/;

export function assertKey(key: string): void {
  if (!OBJECT_KEY.test(key)) throw new Error(`Invalid object key: ${key}`);
}

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      // Only the server reads its files, whatever the process umask.
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Write then rename, so a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
