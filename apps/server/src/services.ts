import type { FastifyReply, FastifyRequest } from "fastify";

import type { LoginThrottle, PageImport } from "@repo/api";
import type { Db } from "@repo/db";
import type { RecipeSummary } from "@repo/domain";
import { createCaller, createContextInner } from "@repo/api";

import type { ContentCache } from "./content-cache";
import type { Staging } from "./objects/staging";
import type { Storage } from "./objects/storage";
import { openSession } from "./http/session";
import { createImageStore } from "./objects/image-store";
import { createUploads } from "./objects/uploads";

/** Everything the routes share, made once by buildApp. */
export interface Services {
  db: Db;
  storage: Storage;
  /** Where imported pictures wait until they are published. */
  staging: Staging;
  sessionSecret: string;
  publicUrl: string | undefined;
  imageHosts: readonly string[] | undefined;
  /** Which origins are the site's own, for the request at hand. */
  ownOrigins: (request: FastifyRequest) => (origin: string) => boolean;
  /** The recipe import's guarded fetches of other sites' pages and images. */
  pageImport: PageImport;
  loginThrottle: LoginThrottle;
  /** Answers that only change when content does: the recipe list and rendered pages. */
  cache: ContentCache;
  onContentChange: () => void;
  /** The API as an anonymous visitor calls it: what cached lists and pages are built from. */
  reads: PublicReads;
  /**
   * The overview's list as `reads` gives it, kept until the next write: the home page, every
   * recipe page (its related recipes) and the list's own URL are built from it. Read-only.
   */
  summaries: () => Promise<RecipeSummary[]>;
}

export type PublicReads = ReturnType<typeof createCaller>;

const NO_SESSION = {
  read: () => null,
  write: () => Promise.reject(new Error("public reads have no session")),
  clear: () => Promise.resolve(),
};

/**
 * A caller without a session: any procedure that needs a login refuses it. With `summaries`, the
 * overview's pages and related recipes come from that kept list.
 */
export function publicReads(db: Db, summaries?: () => Promise<RecipeSummary[]>): PublicReads {
  return createCaller(
    createContextInner({
      db,
      summaries,
      session: NO_SESSION,
      uploads: { createUploadUrl: () => Promise.reject(new Error("public reads cannot upload")) },
    }),
  );
}

/**
 * The absolute origin links are made with: PUBLIC_URL, or what the request came in on (a Host the
 * host check has already allowed).
 */
export function originOf(services: Services, request: FastifyRequest): string {
  return services.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The tRPC context for one HTTP request; REST adapters and /trpc build it the same way. */
export async function contextFor(services: Services, request: FastifyRequest, reply: FastifyReply) {
  return createContextInner({
    db: services.db,
    session: await openSession(request, reply, services.sessionSecret, services.publicUrl),
    uploads: createUploads({
      db: services.db,
      secret: services.sessionSecret,
      origin: originOf(services, request),
    }),
    images: createImageStore(services.storage, services.staging),
    pages: services.pageImport,
    loginThrottle: services.loginThrottle,
    client: request.ip,
    onContentChange: services.onContentChange,
    log: request.log,
    imageHosts: services.imageHosts,
    isOwnOrigin: services.ownOrigins(request),
    idempotencyKey: request.headers["idempotency-key"] as string | undefined,
    summaries: services.summaries,
  });
}
