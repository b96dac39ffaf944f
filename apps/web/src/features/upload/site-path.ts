import { sitePathOf } from "@repo/domain";

/**
 * An image URL on the address this page came from (copied from the address bar, or http on a
 * home server) as the path it names, which the URL rules accept; the server reads it the same way.
 */
export function ownSitePath(value: string): string {
  if (typeof location === "undefined") return value;
  return sitePathOf(value, (url) => url.host === location.host);
}
