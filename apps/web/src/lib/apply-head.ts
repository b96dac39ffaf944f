import type { AnyRouter } from "@tanstack/react-router";

import { renderHead } from "@repo/seo";

import type { Reads } from "./reads";
import { headOf } from "./page-head";

/**
 * Replaces the head of the page before with the current page's, rendered as the server renders
 * it. A path no route knows has none: its page sets its own title.
 */
export async function applyHead(router: AnyRouter, reads: Reads) {
  const location = router.state.location.href;
  const head = await headOf(router.state.matches, { origin: window.location.origin, reads });
  // A later navigation has its own head on the way.
  if (router.state.location.href !== location) return;
  for (const node of document.head.querySelectorAll("[data-ssr]")) node.remove();
  if (!head) return;
  // Preloads only help the first HTML response; the server sends them there.
  const links = head.links.filter((link) => link.rel !== "preload");
  document.head.insertAdjacentHTML("beforeend", renderHead({ ...head, links }));
}
