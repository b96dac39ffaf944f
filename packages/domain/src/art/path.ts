export type ArtTheme = "light" | "dark";
export type ArtFormat = "svg" | "png";

/** The composed picture's size: the same 4:3 as photos, so cards never shift. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 480;
/** The social preview's size (og:image): social sites take PNG, not SVG. */
export const SOCIAL_ART_WIDTH = 1200;
export const SOCIAL_ART_HEIGHT = 630;

/**
 * Where a recipe's composed picture is served. The version tag follows the picture's content,
 * so the URL may be cached for good and changes when the picture does. Takes the version as
 * the server worked it out, so a browser draws no picture to know where it is.
 */
export function artPath(
  id: string,
  version: string,
  opts: { theme?: ArtTheme; format?: ArtFormat } = {},
): string {
  const theme = opts.theme === "dark" ? "&theme=dark" : "";
  const format = opts.format ?? "svg";
  return `/art/recipe/${encodeURIComponent(id)}.${format}?v=${version}${theme}`;
}
