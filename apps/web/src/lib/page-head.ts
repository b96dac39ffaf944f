import type { AnyRouteMatch } from "@tanstack/react-router";

import type { LabeledRecipe, RecipeSummary } from "@repo/domain";
import type { Head } from "@repo/seo";
import { PAGES } from "@repo/domain";
import { homeHead, pageHead, privateHead, recipeHead, weekHead } from "@repo/seo";
import { nl } from "@repo/strings";

import type { HeadKind } from "./head";

export interface HeadSources {
  origin: string;
  heroImageUrl: string | null;
  /** The recipes the home page's head lists. */
  recipes: readonly Pick<RecipeSummary, "id" | "name">[];
}

/**
 * The head of a page, from the builders of packages/seo fed with its matched routes' loader
 * data: the server renders it into the page, the app into the head of each page it opens. A
 * path no route knows has none.
 */
export function headOf(matches: readonly AnyRouteMatch[], sources: HeadSources): Head | null {
  const match = [...matches].reverse().find((m) => m.staticData.head);
  const kind: HeadKind | undefined = match?.staticData.head;
  if (!match || !kind) return null;
  const recipe = match.status === "success" ? (match.loaderData as LabeledRecipe | undefined) : undefined;
  switch (kind) {
    case "home":
      return homeHead(sources);
    case "recipe":
      return recipe ? recipeHead(recipe, sources.origin) : privateHead(nl.recipe.notFound);
    case "weekmenu":
      return weekHead(sources.origin);
    case "cook":
      return privateHead(recipe ? nl.cook.title(recipe.name) : nl.recipe.notFound);
    default:
      return pageHead(PAGES[kind]);
  }
}
