import { sitePathOf } from "@repo/domain";

/** Whether an origin (`http://host:port`) is the address this page came from, over http or https. */
function isThisSite(origin: string): boolean {
  try {
    return new URL(origin).host === location.host;
  } catch {
    return false;
  }
}

/**
 * An image URL on the address this page came from (copied from the address bar, or http on a
 * home server) as the path it names, which the URL rules accept; the server reads it the same way.
 */
export function ownSitePath(value: string): string {
  if (typeof location === "undefined") return value;
  return sitePathOf(value, isThisSite);
}
