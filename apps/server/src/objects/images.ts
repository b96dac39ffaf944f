import sharp from "sharp";

import { IMAGE_WIDTHS, MAX_IMAGE_BYTES } from "@repo/domain";

/** Decompression bombs: more pixels than this are refused before decoding. */
export const MAX_PIXELS = 40_000_000;
const MAIN_MAX_WIDTH = 2048;

const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export class ImageRejected extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedImage {
  main: Buffer;
  variants: { width: number; bytes: Buffer }[];
}

/** Sniffs the type from the bytes themselves: names and headers are the sender's word, not proof. */
function sniff(bytes: Buffer): boolean {
  const hex = bytes.subarray(0, 12).toString("hex");
  const ascii = bytes.subarray(0, 12).toString("latin1");
  return (
    hex.startsWith("ffd8ff") || // JPEG
    hex.startsWith("89504e470d0a1a0a") || // PNG
    ascii.startsWith("GIF87a") ||
    ascii.startsWith("GIF89a") ||
    (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") ||
    ascii.slice(4, 8) === "ftyp" || // AVIF / HEIF
    hex.startsWith("49492a00") ||
    hex.startsWith("4d4d002a") // TIFF
  );
}

/**
 * Decodes and re-encodes an upload: orientation applied, all metadata (EXIF, GPS) dropped,
 * stored as WebP with resized variants. Anything that is not a raster image is refused.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected(413, "File too large");
  if (!sniff(bytes)) throw new ImageRejected(415, "Only images can be uploaded");
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(415, "Only images can be uploaded");
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new ImageRejected(415, "Only images can be uploaded");
  if ((meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1) > MAX_PIXELS) {
    throw new ImageRejected(413, "Image has too many pixels");
  }
  try {
    const main = await input()
      .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        bytes: await input().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
    return { main, variants };
  } catch {
    throw new ImageRejected(415, "The image could not be read");
  }
}
