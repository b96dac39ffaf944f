import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import type { Db } from "@repo/db";
import { claimUploadKey, releaseUploadKey } from "@repo/db";
import { IMAGE_FOLDER, IMAGE_PREFIX, isImageWidth, MAX_IMAGE_BYTES, UPLOAD_PREFIX } from "@repo/domain";

import type { Staging } from "./staging";
import type { Storage } from "./storage";
import { closeIfUnread } from "../http/request-checks";
import { ImageRejected, processImage } from "./images";
import { verifyUploadSignature } from "./signing";
import { imageFile, storeImageSet } from "./staging";
import { KEY } from "./uploads";

export interface ObjectsOptions {
  db: Db;
  storage: Storage;
  secret: string;
  /** Where a page import's picture waits until a recipe is saved with it. */
  staging: Staging;
  /** Whether the request has the admin session: only the admin sees a staged picture. */
  isAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  now?: () => number;
}

const UploadQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

const ImageQuery = z.object({
  w: z.coerce.number().int().refine(isImageWidth).optional(),
});

const IMAGE_HEADERS = {
  "content-type": "image/webp",
  "x-content-type-options": "nosniff",
  "content-security-policy": "sandbox",
};

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
      // A refused body (too large, not an image, a full disk) leaves the URL usable for a retry:
      // released before the answer goes out, so a retry on receiving it finds the URL free.
      onSend: async (request, reply, payload) => {
        if (request.claimedUploadKey && reply.statusCode >= 400) {
          await releaseUploadKey(opts.db, request.claimedUploadKey);
        }
        return payload;
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
        await storeImageSet(opts.storage, IMAGE_FOLDER, key, image);
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
    const bytes = await opts.storage.get(imageFile(IMAGE_FOLDER, key, width));
    if (!bytes) {
      // A page import's picture before its recipe is saved: the admin's form shows it, nobody else.
      const staged = (await opts.isAdmin(request, reply)) ? await opts.staging.read(key, width) : undefined;
      if (!staged) return reply.code(404).send({ message: "Not found" });
      return reply.headers(IMAGE_HEADERS).header("cache-control", "private, no-store").send(staged);
    }
    return reply
      .headers(IMAGE_HEADERS)
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
