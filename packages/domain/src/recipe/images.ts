/** The storage folder of uploaded recipe and hero images. */
export const IMAGE_FOLDER = "recipe-images";
/** Where an uploaded image is served: `${IMAGE_PREFIX}{key}`, with `?w=` for a smaller variant. */
export const IMAGE_PREFIX = `/objects/${IMAGE_FOLDER}/`;
/** Where a signed upload URL points: `${UPLOAD_PREFIX}{key}?expires=&signature=`. */
export const UPLOAD_PREFIX = `/objects/upload/${IMAGE_FOLDER}/`;

/** The widths of the WebP variants the server makes of every upload. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** One image of at most 10 MB. */
export const MAX_IMAGE_BYTES = 10_485_760;

/** What an <img> (or a preload link) needs to pick the right file. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Whether a stored image URL is one of our uploads (and so has variants). */
export function isUploadedImage(url: string): boolean {
  return url.startsWith(IMAGE_PREFIX);
}

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The variant of an upload at the given width; any other URL is used as it is. */
export function imageVariant(url: string, width: ImageWidth): string {
  return isUploadedImage(url) ? `${url}?w=${width}` : url;
}

/**
 * The sources of an image: an upload offers every variant in srcset (`sizes` tells the browser
 * the rendered width, `width` picks the fallback src); any other URL is used as it is.
 */
export function imageSources(url: string, opts: { sizes: string; width: ImageWidth }): ImageSources {
  if (!isUploadedImage(url)) return { src: url };
  return {
    src: imageVariant(url, opts.width),
    srcSet: IMAGE_WIDTHS.map((w) => `${imageVariant(url, w)} ${w}w`).join(", "),
    sizes: opts.sizes,
  };
}

/** The hero's sources: the bundled default, or the chosen image at full width. */
export function heroImageSources(url: string | null): ImageSources {
  if (!url) return { src: "/hero.webp", srcSet: "/hero-800.webp 800w, /hero.webp 1600w", sizes: "100vw" };
  return imageSources(url, { sizes: "100vw", width: 1280 });
}

/**
 * An absolute http or https URL of this site's own address, as the site path it names, so a
 * URL copied from the address bar (or from a home server without TLS) is stored like an upload's
 * path; `isOwn` says whether an origin (`http://host:port`, as written) is the site's. Anything
 * else, user names and passwords included, comes back as it was, for the URL rules to judge.
 */
export function sitePathOf(value: string, isOwn: (origin: string) => boolean): string {
  const match = /^(https?:\/\/[^/?#\\\s@]+)([/?#].*)?$/i.exec(value.trim());
  if (!match?.[1] || !isOwn(match[1])) return value;
  const rest = match[2] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}
