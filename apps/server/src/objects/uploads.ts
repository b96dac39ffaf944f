import { randomBytes } from "node:crypto";

import type { Uploads } from "@repo/api";
import type { Db } from "@repo/db";
import { deleteExpiredUploadKeys, insertUploadKey } from "@repo/db";
import { IMAGE_PREFIX } from "@repo/domain";

import { signedUploadPath, UPLOAD_URL_TTL_MS } from "./signing";

/** An upload's key: what a signed URL and an image's address carry. */
export const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** Issues upload URLs for the API's uploads.createUploadUrl. */
export function createUploads(opts: { db: Db; secret: string; now?: () => number; origin: string }): Uploads {
  const now = opts.now ?? Date.now;
  return {
    async createUploadUrl() {
      const key = randomBytes(16).toString("base64url");
      const expires = now() + UPLOAD_URL_TTL_MS;
      await deleteExpiredUploadKeys(opts.db, now());
      await insertUploadKey(opts.db, key, expires);
      return `${opts.origin}${signedUploadPath(opts.secret, key, expires)}`;
    },
  };
}

/** A new key for an image the server itself stores (imported, not uploaded). */
export const newImageKey = () => randomBytes(16).toString("base64url");

/** The key of one of this site's uploaded image URLs, or null for any other URL. */
export function uploadKeyOf(url: string): string | null {
  const key = url.startsWith(IMAGE_PREFIX) ? url.slice(IMAGE_PREFIX.length) : "";
  return KEY.test(key) ? key : null;
}
