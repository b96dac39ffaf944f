import type { FileHandle } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import * as fsPromises from "node:fs/promises";
import path from "node:path";

/** Where image bytes live: local disk, or an S3-compatible store. */
export interface Storage {
  /** Resolves once the bytes are durable: after this, a crash or power cut keeps them. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** undefined when there is no such object, or it has no bytes (a write the disk lost). */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
  /** Objects stored with no bytes, for the health check; only a local store can count them. */
  countEmpty?(): Promise<number>;
}

/** The store cannot be reached or does not answer in time: a 503, never a 500. */
export class StoreUnavailable extends Error {}

/** Object keys: a folder and a file name of safe characters, never '..' or a leading slash. */
export const OBJECT_KEY = /^[a-z-]+\/[A-Za-z0-9_-]{8,80}(?:\.[a-z0-9]{2,5})?$/;

export function assertKey(key: string): void {
  if (!OBJECT_KEY.test(key)) throw new Error(`Invalid object key: ${key}`);
}

/** The file operations a local store makes; a test passes a spy or one that fails on purpose. */
export type StorageFs = Pick<
  typeof fsPromises,
  "mkdir" | "open" | "readFile" | "readdir" | "rename" | "rm" | "stat"
>;

async function syncAndClose(handle: FileHandle, write?: Buffer): Promise<void> {
  try {
    if (write) await handle.writeFile(write);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createLocalStorage(root: string, fs: StorageFs = fsPromises): Storage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      const folder = path.dirname(target);
      // Only the server reads its files, whatever the process umask.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      // Write, sync, then rename: a reader never sees half a file, and a crash never leaves a
      // renamed file whose bytes were still in the page cache (the 0-byte files of a lost journal).
      const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await syncAndClose(await fs.open(temp, "w", 0o600), bytes);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true }).catch(() => undefined);
        throw error;
      }
      // The new name lives in the folder, which must reach the disk too, as SQLite does for its rows.
      await syncAndClose(await fs.open(folder, "r"));
    },
    async get(key) {
      try {
        const bytes = await fs.readFile(file(key));
        return bytes.length > 0 ? bytes : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async countEmpty() {
      let count = 0;
      const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders.filter((entry) => entry.isDirectory())) {
        const dir = path.join(root, folder.name);
        for (const name of await fs.readdir(dir)) {
          if (!name.endsWith(".tmp") && (await fs.stat(path.join(dir, name))).size === 0) count += 1;
        }
      }
      return count;
    },
  };
}
