import { TRPCError } from "@trpc/server";
import { ZodRealError } from "zod";

import { sitePathOf } from "@repo/domain";

import type { Context } from "./context";
import { imageHostEntry } from "./image-host-entry";
import { middleware } from "./trpc";

/**
 * The one rule for where an image may come from: this site's own paths always; an external URL
 * from any host without an allowlist, else only from a host on it (compared without case). An
 * entry without a port allows the default https port only; `cdn.example:8443` allows that port.
 */
export function imageHostAllowed(hosts: readonly string[] | undefined, url: string): boolean {
  if (!hosts || url.startsWith("/")) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // External images are https only (the schemas say so too); its `host` leaves out :443 alone.
  if (parsed.protocol !== "https:") return false;
  return hosts.some((allowed) => imageHostEntry(allowed) === parsed.host);
}

/**
 * With an image-host allowlist configured, an external image must come from one of those hosts;
 * this site's own paths are always fine. The schema has already refused anything but https and
 * site paths. A refusal reads like any other invalid field.
 */
export function assertImageHost(ctx: Context, url: string | null, path: (string | number)[]): void {
  if (!url || imageHostAllowed(ctx.imageHosts, url)) return;
  throw new TRPCError({
    code: "BAD_REQUEST",
    message: "Invalid input",
    // The Error flavour of ZodError, which tRPC keeps as the cause.
    cause: new ZodRealError([
      { code: "custom", path, message: "Images may only come from this site or an allowed host", input: url },
    ]),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The raw input with the image URL at `path` made a site path when it is this site's own. */
function withSitePath(input: unknown, path: readonly string[], isOwn: (origin: string) => boolean): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return typeof input === "string" ? sitePathOf(input, isOwn) : input;
  if (!isRecord(input) || !(key in input)) return input;
  return { ...input, [key]: withSitePath(input[key], rest, isOwn) };
}

/**
 * Runs before the input is parsed: an image URL on the site's own address (http on a home server
 * included) is read as the path it names, so the schema, which takes only https and site paths,
 * accepts it and the stored value does not depend on which of the site's names it was copied from.
 */
export const siteImagePaths = (...paths: (readonly string[])[]) =>
  middleware(async ({ ctx, getRawInput, next }) => {
    const isOwn = ctx.isOwnOrigin;
    if (!isOwn) return next();
    const raw = await getRawInput();
    return next({
      getRawInput: async () => paths.reduce((input, path) => withSitePath(input, path, isOwn), raw),
    });
  });
