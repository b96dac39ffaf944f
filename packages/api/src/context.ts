import type { Db } from "@repo/db";
import type { RecipeSummary } from "@repo/domain";

/** What a sealed session cookie carries. */
export interface SessionData {
  userId: number;
  epoch: number;
  /**
   * A random id of this login, kept when the cookie is sealed again: Idempotency-Keys count per
   * login. Absent in cookies sealed before it existed (they end within a day).
   */
  sid?: string;
}

/** The session as the API sees it: the host (Fastify, or a test) decides how it is stored. */
export interface SessionPort {
  read(): SessionData | null;
  write(data: SessionData): Promise<void>;
  clear(): Promise<void>;
}

/** Login throttling, keyed by client: every attempt is counted before its password is checked. */
export interface LoginThrottle {
  /** Counts this attempt; seconds to wait when it is over the limit, else 0 (go ahead). */
  reserve(client: string): number | Promise<number>;
  /** Forgets the client's attempts after a successful login. */
  succeed(client: string): void | Promise<void>;
}

export interface Uploads {
  /** A signed, short-lived, single-use URL that accepts one image by HTTP PUT. */
  createUploadUrl(): Promise<string>;
}

/** An image checked and re-encoded as an upload is, not stored anywhere yet. */
export interface PreparedImage {
  /** The main file's bytes as they would be stored, to compare with what is there. */
  readonly main: Buffer;
  /** Writes it under a temporary name: not public until published. */
  stage(): Promise<StagedImage>;
}

/** An image written under a temporary name. */
export interface StagedImage {
  /** Moves it to an uploaded image's URL, replacing the files there. */
  publish(url: string): Promise<void>;
  /** Removes the staged files. */
  discard(): Promise<void>;
}

/** Uploaded images as the API handles them: exported, imported, kept, removed. */
export interface ImageStore {
  /** Deletes an uploaded image (every size) by its URL; other URLs are left alone. */
  remove(url: string): Promise<void>;
  /** The stored (WebP) bytes of an uploaded image; undefined when there are none. */
  read(url: string): Promise<Buffer | undefined>;
  /** Checks and re-encodes image bytes as an upload is; throws when they are no image. */
  prepare(bytes: Buffer): Promise<PreparedImage>;
  /**
   * A recipe is saved with this image: when it is a page import's staged picture, it becomes
   * public now. Any other URL is left alone.
   */
  keep(url: string): Promise<void>;
}

/** Why an import could not read its page: too large (413), or not fetched at all (502). */
export class ImportFailure extends Error {
  constructor(
    readonly status: 413 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** Reading recipes from other sites: every fetch goes through the server's fetch guard. */
export interface PageImport {
  /** One import's fetches; all of them (the page, redirects, the picture) share one deadline. */
  begin(): ImportFetches;
}

export interface ImportFetches {
  /** The page's body as text and the address it came from after redirects; throws ImportFailure. */
  fetchPage(url: string): Promise<{ body: string; url: string }>;
  /** Downloads an image and stores it as an upload is stored; its path on this site. Throws when it cannot. */
  importImage(url: string): Promise<string>;
}

export interface ContextOptions {
  db: Db;
  session: SessionPort;
  uploads: Uploads;
  images?: ImageStore;
  pages?: PageImport;
  loginThrottle?: LoginThrottle;
  /** Identifies the client for throttling (its IP address). */
  client?: string;
  /** Told after every successful write, so cached reads can be dropped. */
  onContentChange?: () => void | Promise<void>;
  log?: { warn(obj: object, msg: string): void };
  /** When set, external (https) image URLs must name one of these hosts. */
  imageHosts?: readonly string[];
  /** Whether an origin (`http://host:port`) is this site's own (its image URLs are stored as paths). */
  isOwnOrigin?: (origin: string) => boolean;
  /** The request's Idempotency-Key header: a create retried with it answers the first result. */
  idempotencyKey?: string;
  /**
   * The overview's list as the host keeps it until the next write: the overview's pages and the
   * related recipes are worked out from it instead of from a fresh read of every recipe.
   */
  summaries?: () => Promise<RecipeSummary[]>;
}

/** Pure: what tests call with an in-memory database and a fake session. */
export function createContextInner(opts: ContextOptions) {
  return { ...opts, client: opts.client ?? "local" };
}

export type Context = ReturnType<typeof createContextInner>;
