import type { AnyRouteMatch } from "@tanstack/react-router";

import type { Head } from "@repo/seo";
import * as seo from "@repo/seo";

import type { HeadContext } from "./head";
import type { Reads } from "./reads";

/**
 * The head of a page: the deepest matched route that declares a page builds it (its `head`, or
 * its title). The server renders it into the page, the app into the head of each page it opens.
 * A path no route knows has none.
 */
export async function headOf(
  matches: readonly AnyRouteMatch[],
  context: { origin: string; reads: Reads },
): Promise<Head | null> {
  const match = [...matches].reverse().find((m) => m.staticData.page);
  const page = match?.staticData.page;
  if (!match || !page) return null;
  const build = match.staticData.head;
  if (!build) return seo.pageHead(page);
  const params = match.params as HeadContext["params"];
  return build({ ...context, params, found: match.status === "success", seo });
}
