import { imageSources } from "@repo/domain";

/** The chapter's own art file: 'Sauzen & Basisrecepten' -> sauzen-basisrecepten.svg. */
export function chapterArt(chapter: string): string {
  const slug = chapter
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `/art/chapters/${slug || "default"}.svg`;
}

const KNOWN_ART = new Set([
  "ontbijt",
  "lunch",
  "diner",
  "soepen",
  "sauzen-basisrecepten",
  "snacks",
  "smoothies-ovenhapjes",
  "koude-gerechten",
  "ritme-rust-in-balans",
]);

function artFor(chapter: string): string {
  const src = chapterArt(chapter);
  const slug = src.slice("/art/chapters/".length, -".svg".length);
  return KNOWN_ART.has(slug) ? src : "/art/chapters/default.svg";
}

interface Props {
  imageUrl: string | null;
  chapter: string;
  alt: string;
  /** The rendered width, for the browser's choice of variant. */
  sizes: string;
  className?: string;
  priority?: boolean;
}

/**
 * A recipe's photo (uploaded ones in WebP variants via srcset), or its chapter's art.
 * Width and height are fixed at 4:3 so nothing shifts when the image arrives.
 */
export function RecipeImage({ imageUrl, chapter, alt, sizes, className = "", priority = false }: Props) {
  const common = {
    alt,
    width: 640,
    height: 480,
    className: `aspect-[4/3] w-full object-cover ${className}`,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    fetchPriority: priority ? ("high" as const) : ("auto" as const),
  };
  if (!imageUrl) return <img src={artFor(chapter)} {...common} alt="" />;
  return <img {...imageSources(imageUrl, { sizes, width: 640 })} {...common} />;
}
