import sharp from "sharp";

/** Decompression bombs: more pixels than this are refused before decoding. */
export const MAX_PIXELS = 40_000_000;
export const MAX_UPLOAD_BYTES = 10_485_760;
/** Widths of the WebP variants pages use in srcset. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
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
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected(413, "File too large");
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
      VARIANT_WIDTHS.map(async (width) => ({
        width,
        bytes: await input().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
    return { main, variants };
  } catch {
    throw new ImageRejected(415, "The image could not be read");
  }
}
