import type { HTMLAttributes } from "react";

const SIZES = {
  /** A page's own title. */
  page: "text-3xl md:text-4xl",
  /** A part of a page, or a dialog in the middle of the screen. */
  section: "text-2xl",
  /** A smaller part: a recipe's notes, a group of the shopping list. */
  subsection: "text-xl",
  /** A card, a side panel. */
  card: "text-lg",
};

type HeadingSize = keyof typeof SIZES;

/**
 * The one look of every title: serif and semibold, in the size of what it heads. Its level
 * follows the page's outline; the size defaults to a page's title for an h1, a section's below.
 */
export function Heading({
  level,
  size = level > 1 ? "section" : "page",
  className = "",
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level: 1 | 2 | 3; size?: HeadingSize }) {
  const Tag = `h${level}` as const;
  return <Tag className={`font-serif font-semibold ${SIZES[size]} ${className}`.trim()} {...props} />;
}
