import { IMAGE_PREFIX } from "@repo/domain";

const ART = /^\/art\/recipe\/([^/]+)\.(svg|png|webp)$/;

/**
 * The kept pictures of this site that the recipe list no longer names: a composed picture of a
 * recipe that is gone or drawn anew (another `?v=`), and an upload that no recipe and not the hero
 * shows (only when the hero is known). Other sites' images are left to the cache's expiry.
 */
export function stalePictures(
  kept: readonly string[],
  list: unknown,
  hero: string | null | undefined,
  origin: string,
): string[] {
  if (!Array.isArray(list)) return [];
  const versions = new Map<string, unknown>();
  const uploads = new Set<string>();
  for (const recipe of list as { id?: unknown; imageUrl?: unknown; art?: { version?: unknown } | null }[]) {
    if (typeof recipe.id === "string") versions.set(recipe.id, recipe.art?.version);
    if (typeof recipe.imageUrl === "string") uploads.add(new URL(recipe.imageUrl, origin).pathname);
  }
  if (typeof hero === "string") uploads.add(new URL(hero, origin).pathname);
  return kept.filter((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return false;
    const art = ART.exec(url.pathname);
    if (art?.[1]) {
      const id = decodeURIComponent(art[1]);
      return !versions.has(id) || versions.get(id) !== url.searchParams.get("v");
    }
    return hero !== undefined && url.pathname.startsWith(IMAGE_PREFIX) && !uploads.has(url.pathname);
  });
}
