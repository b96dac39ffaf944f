import type { ImageSources, ImageWidth } from "../images";
import { IMAGE_WIDTHS } from "../images";

export type ArtTheme = "light" | "dark";
export type ArtFormat = "svg" | "png" | "webp";

/** The composed picture's size: the same 4:3 as photos, so cards never shift. */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 480;
/** The social preview's size (og:image): social sites take PNG, not SVG. */
export const SOCIAL_ART_WIDTH = 1200;
export const SOCIAL_ART_HEIGHT = 630;

export interface ArtPathOptions {
  theme?: ArtTheme;
  format?: ArtFormat;
  width?: ImageWidth;
}

/**
 * Where a recipe's composed picture is served. The version tag follows the picture's content,
 * so the URL may be cached for good and changes when the picture does. Takes the version as
 * the server worked it out, so a browser draws no picture to know where it is. WebP comes in
 * the widths of uploaded photos (`width`, 640 when not given).
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
  const at = (width: ImageWidth) => artPath(id, version, { theme: opts.theme, format: "webp", width });
  return {
    src: at(ART_WIDTH),
    srcSet: IMAGE_WIDTHS.map((w) => `${at(w)} ${w}w`).join(", "),
    sizes: opts.sizes,
  };
}
