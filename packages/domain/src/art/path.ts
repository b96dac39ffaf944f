import type { ImageSources } from "../recipe/images";

export type ArtTheme = "light" | "dark";
export type ArtFormat = "svg" | "png" | "webp";

/** The composed picture's size: the same 4:3 as photos, so cards never shift. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 480;
/**
 * The widths of a composed picture as WebP: finer steps than photos have, since a picture is
 * drawn for the asked width rather than scaled from an upload, and a phone's card (some 200 px
 * at 1.75x) then gets 480 px instead of 640.
 */
export const ART_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

export function isArtWidth(width: number): width is ArtWidth {
  return (ART_WIDTHS as readonly number[]).includes(width);
}

/** The social preview's size (og:image): social sites take PNG, not SVG. */
export const SOCIAL_ART_WIDTH = 1200;
export const SOCIAL_ART_HEIGHT = 630;

export interface ArtPathOptions {
  theme?: ArtTheme;
  format?: ArtFormat;
  width?: ArtWidth;
}

/**
 * Where a recipe's composed picture is served. The version tag follows the picture's content,
 * so the URL may be cached for good and changes when the picture does. Takes the version as
 * the server worked it out, so a browser draws no picture to know where it is. WebP comes in
 * ART_WIDTHS (`width`, 640 when not given).
 */
export function artPath(id: string, version: string, opts: ArtPathOptions = {}): string {
  const format = opts.format ?? "svg";
  const width = format === "webp" ? `&w=${opts.width ?? ART_WIDTH}` : "";
  const theme = opts.theme === "dark" ? "&theme=dark" : "";
  return `/art/recipe/${encodeURIComponent(id)}.${format}?v=${version}${width}${theme}`;
}

/**
 * The sources of a composed picture on a page: WebP in every width, like an uploaded photo. A
 * bitmap is decoded off the page's main thread, where an SVG of some hundreds of shapes is laid
 * out and painted on it: two dozen cards of SVG kept a phone busy for a second at start-up.
 */
export function artSources(
  id: string,
  version: string,
  opts: { theme?: ArtTheme; sizes: string },
): ImageSources {
  const at = (width: ArtWidth) => artPath(id, version, { theme: opts.theme, format: "webp", width });
  return {
    src: at(ART_WIDTH),
    srcSet: ART_WIDTHS.map((w) => `${at(w)} ${w}w`).join(", "),
    sizes: opts.sizes,
  };
}
