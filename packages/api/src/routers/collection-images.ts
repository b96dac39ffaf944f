import type { Context, StagedImage } from "../context";

/** An image of the file that is no image: the file is refused whole. */
export class NotAnImage extends Error {}

export interface ImageCounts {
  added: number;
  changed: number;
  same: number;
}

export interface StagedImport {
  counts: ImageCounts;
  /** The images to publish once the recipes have committed, with their URLs. */
  staged: { url: string; image: StagedImage }[];
}

/** Removes staged files, whatever else fails: the caller's error is the one that counts. */
export async function discardStaged(staged: StagedImport["staged"]): Promise<void> {
  await Promise.allSettled(staged.map(({ image }) => image.discard()));
}

/**
 * An import's images against the stored ones, decoded one at a time and before any transaction
 * opens (re-encoding is slow, and SQLite has one connection). An image whose bytes equal what is
 * stored under its URL (as exported, or as an earlier import of the same file re-encoded them) is
 * the same; any other is checked and re-encoded as an upload is and, unless `preview`, staged:
 * written under a temporary name, not yet public. Throws NotAnImage, having removed what it
 * staged, when one is no image.
 */
export async function stageImages(
  ctx: Context,
  images: Record<string, string>,
  preview: boolean,
): Promise<StagedImport> {
  const counts: ImageCounts = { added: 0, changed: 0, same: 0 };
  const staged: StagedImport["staged"] = [];
  try {
    for (const [url, base64] of Object.entries(images)) {
      if (!ctx.images) throw new NotAnImage("no image store here");
      const bytes = Buffer.from(base64, "base64");
      const stored = await ctx.images.read(url);
      if (stored?.equals(bytes)) {
        counts.same += 1;
        continue;
      }
      const prepared = await ctx.images.prepare(bytes).catch(() => {
        throw new NotAnImage(url);
      });
      if (stored?.equals(prepared.main)) {
        counts.same += 1;
        continue;
      }
      counts[stored ? "changed" : "added"] += 1;
      if (!preview) staged.push({ url, image: await prepared.stage() });
    }
  } catch (error) {
    await discardStaged(staged);
    throw error;
  }
  return { counts, staged };
}

/**
 * Makes the staged images public at their URLs, after the recipes committed. Should the store
 * fail part way, the error stands: the recipes are written, and the images not yet moved keep
 * their earlier bytes (the caller removes what is still staged).
 */
export async function publishStaged(staged: StagedImport["staged"]): Promise<void> {
  for (const { url, image } of staged) await image.publish(url);
}
