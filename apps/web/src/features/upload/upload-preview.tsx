import { useState } from "react";

import type { ImageWidth } from "@repo/domain";
import { imageVariant } from "@repo/domain";
import { ImageUrlSchema } from "@repo/schema";

import { ownSitePath } from "./site-path";

/** Only what the schema accepts is ever put in an <img>: no javascript: or data: URLs. */
export function previewable(url: string): boolean {
  return url.trim() !== "" && ImageUrlSchema.safeParse(ownSitePath(url)).success;
}

interface Props {
  url: string;
  alt: string;
  /** Tailwind classes for the frame: size and aspect ratio. */
  className?: string;
  /** Variant width for uploaded images. */
  width?: ImageWidth;
}

/** A preview of an image URL or uploaded path; a URL that fails to load leaves an empty frame. */
export function ImagePreview({ url, alt, className = "aspect-[4/3] w-full max-w-xs", width = 640 }: Props) {
  const trimmed = ownSitePath(url.trim());
  const src = imageVariant(trimmed, width);
  const [failed, setFailed] = useState<string | null>(null);
  if (!previewable(trimmed)) return null;
  return (
    <div className={`overflow-hidden rounded-xl border border-border bg-surface-2 ${className}`}>
      {failed !== src && (
        <img src={src} alt={alt} onError={() => setFailed(src)} className="h-full w-full object-cover" />
      )}
    </div>
  );
}
