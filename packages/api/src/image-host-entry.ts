// Kept apart from image-hosts.ts so that the server's settings can use it without the router.

/**
 * An IMAGE_HOSTS entry as the `host` of an https URL: lower case, punycode, and without `:443`;
 * undefined when the entry is not a host with an optional port.
 */
export function imageHostEntry(entry: string): string | undefined {
  if (!/^[^/?#@\s]+$/.test(entry)) return undefined;
  try {
    const url = new URL(`https://${entry}`);
    return url.pathname === "/" ? url.host : undefined;
  } catch {
    return undefined;
  }
}
