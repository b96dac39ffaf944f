import { TRPCError } from "@trpc/server";
import { ZodRealError } from "zod";

import type { Context } from "./context";

/**
 * With an image-host allowlist configured, an external image must come from one of those hosts;
 * this site's own paths are always fine. The schema has already refused anything but https and
 * site paths. A refusal reads like any other invalid field.
 */
export function assertImageHost(ctx: Context, url: string | null, path: (string | number)[]): void {
  if (!url || !ctx.imageHosts || url.startsWith("/")) return;
  const host = new URL(url).hostname.toLowerCase();
  if (ctx.imageHosts.some((allowed) => allowed.toLowerCase() === host)) return;
  throw new TRPCError({
    code: "BAD_REQUEST",
    message: "Invalid input",
    // The Error flavour of ZodError, which tRPC keeps as the cause.
    cause: new ZodRealError([
      { code: "custom", path, message: "Images may only come from this site or an allowed host", input: url },
    ]),
  });
}
