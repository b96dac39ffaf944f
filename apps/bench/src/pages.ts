import { fileURLToPath, pathToFileURL } from "node:url";

import type { FirstLoadFigures, LighthouseFigures, Measured } from "./browser";

/** The web app's server render, which lists the app's pages from its route tree. */
const RENDERER = fileURLToPath(new URL("../../web/dist/ssr/entry-server.js", import.meta.url));

export interface VisitorPage {
  /** The route's path pattern as the rows name it, '/recipe/{id}'. */
  path: string;
  url: string;
}

export interface PageFigures {
  path: string;
  firstLoad: FirstLoadFigures | null;
  lighthouse: LighthouseFigures | null;
}

/**
 * Every visitor page, from the app's own route tree: the pages the offline worker keeps are the
 * ones visitors read (the CMS and the login are not). `$id` is the recipe given; BENCH_PAGES
 * (a comma-separated list of path patterns, as `/,/weekmenu`) narrows the list for a quick run.
 */
export async function visitorPages(origin: string, recipeId: string): Promise<VisitorPage[]> {
  const { pages } = (await import(pathToFileURL(RENDERER).href)) as {
    pages: readonly { path: string; offline: boolean }[];
  };
  const chosen = process.env.BENCH_PAGES?.split(",").map((path) => path.trim());
  return pages
    .filter((page) => page.offline && (!chosen || chosen.includes(page.path)))
    .map((page) => ({
      path: page.path.replace("$id", "{id}"),
      url: `${origin}${page.path.replace("$id", recipeId)}`,
    }));
}

/** First-load JS of every visitor page (when `firstLoad`) and its Lighthouse mobile (when `withLighthouse`). */
export async function pageFigures(
  pages: VisitorPage[],
  measured: Measured,
  options: { firstLoad: boolean; withLighthouse: boolean },
): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const { path, url } of pages) {
    figures.push({
      path,
      firstLoad: options.firstLoad ? await measured.firstLoad(url) : null,
      lighthouse: options.withLighthouse ? await measured.lighthouse(url, "mobile") : null,
    });
  }
  return figures;
}
