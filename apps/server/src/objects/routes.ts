import type { FastifyPluginAsync } from "fastify";
import { randomBytes } from "node:crypto";
import { z } from "zod";

import type { ImageStore, Uploads } from "@repo/api";
import type { Db } from "@repo/db";
import { claimUploadKey, deleteExpiredUploadKeys, insertUploadKey, releaseUploadKey } from "@repo/db";
import {
  IMAGE_FOLDER,
  IMAGE_PREFIX,
  IMAGE_WIDTHS,
  isImageWidth,
  MAX_IMAGE_BYTES,
  UPLOAD_PREFIX,
} from "@repo/domain";

import type { ProcessedImage } from "./images";
import type { Storage } from "./storage";
import { closeIfUnread } from "../http/request-checks";
import { ImageRejected, processImage } from "./images";
import { signedUploadPath, UPLOAD_URL_TTL_MS, verifyUploadSignature } from "./signing";

const KEY = /^[A-Za-z0-9_-]{16,64}$/;
const mainKey = (key: string) => `${IMAGE_FOLDER}/${key}.webp`;
const variantKey = (key: string, width: number) => `${IMAGE_FOLDER}/${key}-${width}.webp`;

export interface ObjectsOptions {
  db: Db;
  storage: Storage;
  secret: string;
  now?: () => number;
}

/** Issues upload URLs for the API's uploads.createUploadUrl. */
export function createUploads(opts: ObjectsOptions & { origin: string }): Uploads {
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

/** Checks and re-encodes an image (processImage) and stores it with its sizes under `key`. */
export async function storeImage(storage: Storage, key: string, bytes: Buffer): Promise<string> {
  await storeImageSet(storage, key, await processImage(bytes));
  return `${IMAGE_PREFIX}${key}`;
}

/** A new key for an image the server itself stores (imported, not uploaded). */
export const newImageKey = () => randomBytes(16).toString("base64url");

/** Removes an uploaded image and its sizes; URLs that are not this site's uploads are left alone. */
export function createImageStore(storage: Storage): ImageStore {
  const keyOf = (url: string) => {
    const key = url.startsWith(IMAGE_PREFIX) ? url.slice(IMAGE_PREFIX.length) : "";
    return KEY.test(key) ? key : null;
  };
  return {
    async read(url) {
      const key = keyOf(url);
      return key ? storage.get(mainKey(key)) : undefined;
    },
    async store(url, bytes) {
      const key = keyOf(url);
      if (!key) throw new ImageRejected(415, "Not an upload path");
      await storeImage(storage, key, bytes);
    },
    async remove(url) {
      const key = keyOf(url);
      if (!key) return;
      await Promise.all([
        storage.delete(mainKey(key)),
        ...IMAGE_WIDTHS.map((width) => storage.delete(variantKey(key, width))),
      ]);
    },
  };
}

const UploadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

const ImageQuery = z.object({
  w: z.coerce.number().int().refine(isImageWidth).optional(),
});

/**
 * Stores an image with all its variants, or none of them: after a failed write (a full disk, an
 * unreachable store) the parts already written are removed, so no partial set or orphan remains.
 */
async function storeImageSet(storage: Storage, key: string, image: ProcessedImage): Promise<void> {
  const parts = [
    { key: mainKey(key), bytes: image.main },
    ...image.variants.map((v) => ({ key: variantKey(key, v.width), bytes: v.bytes })),
  ];
  const results = await Promise.allSettled(parts.map((part) => storage.put(part.key, part.bytes)));
  const failure = results.find((result) => result.status === "rejected");
  if (!failure) return;
  await Promise.allSettled(parts.map((part) => storage.delete(part.key)));
  throw failure.reason;
}

/** The one route that takes a raw body. */
export const UPLOAD_ROUTE = `${UPLOAD_PREFIX}:key`;

declare module "fastify" {
  interface FastifyRequest {
    claimedUploadKey?: string;
  }
}

/** PUT receiver for signed upload URLs, and the public image store under IMAGE_PREFIX. */
export const objectsRoutes: FastifyPluginAsync<ObjectsOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;

  // PUT {UPLOAD_PREFIX}:key?expires=&signature=
  // In a scope of its own, so its raw body parser serves this route and no other.
  await app.register(async (upload) => {
    // The upload body is the image itself, whatever type the client names; the bytes decide.
    upload.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES },
      (_req, body, done) => {
        done(null, body);
      },
    );

    upload.put<{ Params: { key: string } }>(UPLOAD_ROUTE, {
      bodyLimit: MAX_IMAGE_BYTES,
      // Signature, expiry and single use are checked before a byte of the body is read.
      onRequest: async (request, reply) => {
        const query = UploadQuery.safeParse(request.query);
        const { key } = request.params;
        if (!KEY.test(key) || !query.success) return reply.code(403).send({ message: "Invalid upload URL" });
        const { expires, signature } = query.data;
        if (!verifyUploadSignature(opts.secret, key, expires, signature)) {
          return reply.code(403).send({ message: "Invalid upload URL" });
        }
        if (expires <= now() || !(await claimUploadKey(opts.db, key, now()))) {
          return reply.code(403).send({ message: "Upload URL expired or already used" });
        }
        request.claimedUploadKey = key;
      },
      // A refused body (too large, not an image) leaves the URL usable for a retry.
      onResponse: async (request, reply) => {
        if (request.claimedUploadKey && reply.statusCode >= 400) {
          await releaseUploadKey(opts.db, request.claimedUploadKey);
        }
      },
      handler: async (request, reply) => {
        const key = request.params.key;
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          return reply.code(400).send({ message: "Empty upload" });
        let image: Awaited<ReturnType<typeof processImage>>;
        try {
          image = await processImage(body);
        } catch (error) {
          if (error instanceof ImageRejected)
            return reply.code(error.statusCode).send({ message: error.message });
          throw error;
        }
        await storeImageSet(opts.storage, key, image);
        const objectPath = `${IMAGE_PREFIX}${key}`;
        return reply.code(200).header("location", objectPath).send({ objectPath });
      },
    });
  });

  // GET {IMAGE_PREFIX}:key (?w= one of IMAGE_WIDTHS for a resized variant)
  app.get<{ Params: { key: string } }>(`${IMAGE_PREFIX}:key`, async (request, reply) => {
    const { key } = request.params;
    const query = ImageQuery.safeParse(request.query);
    if (!KEY.test(key) || !query.success) return reply.code(404).send({ message: "Not found" });
    const width = query.data.w;
    const bytes = await opts.storage.get(width ? variantKey(key, width) : mainKey(key));
    if (!bytes) return reply.code(404).send({ message: "Not found" });
    return reply
      .header("content-type", "image/webp")
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "sandbox")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(bytes);
  });

  // Anything else under /objects is refused before its body is read; the connection goes with it.
  app.all("/objects/*", {
    onRequest: async (request, reply) => {
      closeIfUnread(request, reply);
      return reply.code(404).send({ message: "Not found" });
    },
    handler: async (_request, reply) => reply.code(404).send({ message: "Not found" }),
  });
};
