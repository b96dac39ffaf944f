import type { Db } from "@repo/db";
import { insertStagedImage, takeStagedImagesBefore } from "@repo/db";
import { IMAGE_FOLDER, IMAGE_WIDTHS } from "@repo/domain";

import type { ProcessedImage } from "./images";
import type { Storage } from "./storage";

/** Where an image waits before it is public: no route serves this folder to visitors. */
const STAGED_FOLDER = "staged-images";

/** A staged image not published within a day is removed. */
export const STAGED_TTL_MS = 24 * 60 * 60 * 1000;

/** The object keys of an image's files in a folder: the main file, then one per width. */
export const imageFiles = (folder: string, key: string) => [
  `${folder}/${key}.webp`,
  ...IMAGE_WIDTHS.map((width) => `${folder}/${key}-${width}.webp`),
];

/** The file an image URL's request reads: the main one, or the variant of that width. */
export const imageFile = (folder: string, key: string, width?: number) =>
  width ? `${folder}/${key}-${width}.webp` : `${folder}/${key}.webp`;

/**
 * Stores an image with all its variants, or none of them: after a failed write (a full disk, an
 * unreachable store) the parts already written are removed, so no partial set or orphan remains.
 */
export async function storeImageSet(
  storage: Storage,
  folder: string,
  key: string,
  image: ProcessedImage,
): Promise<void> {
  const [main, ...variants] = imageFiles(folder, key);
  const parts = [
    { key: main ?? "", bytes: image.main },
    ...image.variants.map((v, i) => ({ key: variants[i] ?? "", bytes: v.bytes })),
  ];
  const results = await Promise.allSettled(parts.map((part) => storage.put(part.key, part.bytes)));
  const failure = results.find((result) => result.status === "rejected");
  if (!failure) return;
  await Promise.allSettled(parts.map((part) => storage.delete(part.key)));
  throw failure.reason;
}

export interface Staging {
  /** Writes an image under `key` in the staging folder, noted so that it goes if never published. */
  stage(key: string, image: ProcessedImage): Promise<void>;
  /** Moves a staged image to `finalKey` (replacing what is there); false when none is staged. */
  publish(key: string, finalKey: string): Promise<boolean>;
  discard(key: string): Promise<void>;
  /** Reads a staged image's file, for the admin's own preview. */
  read(key: string, width?: number): Promise<Buffer | undefined>;
  /** Removes what was staged more than a day ago and never published. */
  sweep(): Promise<void>;
}

export function createStaging(storage: Storage, db: Db, now: () => number = Date.now): Staging {
  const discard = async (key: string) => {
    await Promise.all(imageFiles(STAGED_FOLDER, key).map((file) => storage.delete(file)));
  };
  const sweep = async () => {
    for (const key of await takeStagedImagesBefore(db, now() - STAGED_TTL_MS)) await discard(key);
  };
  return {
    async stage(key, image) {
      // Lazily, at the next import: nothing runs on a timer for pictures that are rare.
      await sweep();
      await insertStagedImage(db, key, now());
      await storeImageSet(storage, STAGED_FOLDER, key, image);
    },
    async publish(key, finalKey) {
      const from = imageFiles(STAGED_FOLDER, key);
      const to = imageFiles(IMAGE_FOLDER, finalKey);
      // Most saves name an image that was never staged: one read tells.
      if (!(await storage.get(from[0] ?? ""))) return false;
      const bytes = await Promise.all(from.map((file) => storage.get(file)));
      if (bytes.some((part) => part === undefined)) return false;
      await Promise.all(to.map((file, i) => storage.put(file, bytes[i] ?? Buffer.alloc(0))));
      await discard(key);
      return true;
    },
    discard,
    read: (key, width) => storage.get(imageFile(STAGED_FOLDER, key, width)),
    sweep,
  };
}
