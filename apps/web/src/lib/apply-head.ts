import type { Head } from "@repo/seo";
import type { AnyRouter } from "@tanstack/react-router";
import type { HeadKind } from "./head";

import { PAGES } from "@repo/domain";
import { homeHead, pageHead, privateHead, recipeHead, renderHead, weekHead } from "@repo/seo";
import { nl } from "@repo/strings";

import { firstPageFromServer, reads } from "./reads";

function build(kind: HeadKind, data: unknown): Head {
  const recipe = data as Parameters<typeof recipeHead>[0] | undefined;
  switch (kind) {
    case "home":
      return homeHead({
        origin: window.location.origin,
        heroImageUrl: reads.settings.data?.heroImageUrl ?? null,
        recipes: reads.summaries.data ?? firstPageFromServer.get()?.cards ?? [],
      });
    case "recipe":
      return recipe ? recipeHead(recipe, window.location.origin) : privateHead(nl.recipe.notFound);
    case "weekmenu":
      return weekHead(window.location.origin);
    case "cook":
      return privateHead(recipe ? nl.cook.title(recipe.name) : nl.recipe.notFound);
    default:
      return pageHead(PAGES[kind]);
  }
}

/**
 * Replaces the head of the page before with the current page's, rendered as the server renders
 * it. A path no route knows has none: its page sets its own title.
 */
export function applyHead(router: AnyRouter) {
  for (const node of document.head.querySelectorAll("[data-ssr]")) node.remove();
  const match = [...router.state.matches].reverse().find((m) => m.staticData.head);
  const kind = match?.staticData.head;
  if (!match || !kind) return;
  const head = build(kind, match.loaderData);
  // Preloads only help the first HTML response; the server sends them there.
  const links = head.links.filter((link) => link.rel !== "preload");
  document.head.insertAdjacentHTML("beforeend", renderHead({ ...head, links }));
}
