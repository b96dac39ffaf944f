import type { Head } from "@repo/seo";

/** The shared head description in the shape the router's `head` option takes. */
export function toRouterHead(head: Head) {
  return {
    meta: [{ title: head.title }, ...head.meta],
    // Preloads only help the first HTML response; the server sends them there.
    links: head.links.filter((link) => link.rel !== "preload"),
    scripts: head.jsonLd.map((data) => ({ type: "application/ld+json", children: JSON.stringify(data) })),
  };
}
