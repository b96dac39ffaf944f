import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Storage } from "./storage";
import { startTestS3 } from "../testing";
import { createS3Storage } from "./s3-storage";
import { createLocalStorage } from "./storage";

const stores: Record<string, () => Promise<{ storage: Storage; close: () => Promise<void> }>> = {
  "local disk": async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "receptenboek-store-"));
    return { storage: createLocalStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
  },
  "S3-compatible server": async () => {
    const s3 = await startTestS3();
    return { storage: createS3Storage(s3.options), close: () => s3.close() };
  },
};

for (const [name, open] of Object.entries(stores)) {
  describe(`storage on ${name}`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    it("stores, reads back and deletes bytes by key", async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
      await storage.put("recipe-images/abcdefgh1234.webp", bytes);
      expect(await storage.get("recipe-images/abcdefgh1234.webp")).toEqual(bytes);
      await storage.delete("recipe-images/abcdefgh1234.webp");
      expect(await storage.get("recipe-images/abcdefgh1234.webp")).toBeUndefined();
    });

    it("answers undefined for a key it never stored, and deleting it is harmless", async () => {
      expect(await storage.get("recipe-images/nothinghere99.webp")).toBeUndefined();
      await expect(storage.delete("recipe-images/nothinghere99.webp")).resolves.toBeUndefined();
    });

    it("replaces an object written twice", async () => {
      await storage.put("recipe-images/twice-twice-1.webp", Buffer.from("one"));
      await storage.put("recipe-images/twice-twice-1.webp", Buffer.from("two"));
      expect((await storage.get("recipe-images/twice-twice-1.webp"))?.toString()).toBe("two");
    });

    it("refuses keys that could leave the store", async () => {
      for (const key of ["../etc/passwd", "recipe-images/../../x", "/abs/path", "recipe-images/a b"]) {
        await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Invalid object key/);
      }
    });
  });
}
