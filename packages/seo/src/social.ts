import { nl } from "@repo/strings";

// The Open Graph and Twitter tags every shared page carries, so a link shows a card.

interface SocialImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export function socialTags(opts: {
  type: string;
  title: string;
  description: string;
  url: string;
  image: SocialImage;
}) {
  const size =
    opts.image.width && opts.image.height
      ? [
          { property: "og:image:width", content: String(opts.image.width) },
          { property: "og:image:height", content: String(opts.image.height) },
        ]
      : [];
  return [
    { name: "description", content: opts.description },
    { property: "og:type", content: opts.type },
    { property: "og:site_name", content: nl.site.name },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:title", content: opts.title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: opts.url },
    { property: "og:image", content: opts.image.url },
    { property: "og:image:alt", content: opts.image.alt },
    ...size,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: opts.title },
    { name: "twitter:description", content: opts.description },
    { name: "twitter:image", content: opts.image.url },
    { name: "twitter:image:alt", content: opts.image.alt },
  ];
}
