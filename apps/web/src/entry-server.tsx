// The server's way into the app: one URL rendered with the app's own router and routes, so the
// first paint and the app's first render are the same tree. Built by Vite as an SSR bundle that
// the server imports once (apps/server/src/web/pages.ts).
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { getSsrStatus } from "@tanstack/react-router/ssr/server";
import { renderToString } from "react-dom/server";

import type { Head } from "@repo/seo";
import { privateHead } from "@repo/seo";
import { nl } from "@repo/strings";

import type { Fetcher } from "./lib/reads";
import { headOf } from "./lib/page-head";
import { Reads } from "./lib/reads";
import { createAppRouter } from "./router";

export type { Fetcher, ReadPath } from "./lib/reads";

export interface RenderOptions {
  /** How this request's reads reach the procedures (the server's tRPC caller). */
  fetcher: Fetcher;
  origin: string;
}

export interface Rendered {
  /** The page inside the app's root element; empty for pages drawn in the browser only. */
  html: string;
  status: number;
  /** The page's head; for a CMS page the manifest's (the browser gives it no other). */
  head: Head | null;
  /** What the page read, by read key, for the browser to start from. */
  snapshot: Record<string, unknown>;
}

export async function render(url: string, { fetcher, origin }: RenderOptions): Promise<Rendered> {
  const reads = new Reads(fetcher);
  const router = createAppRouter({ reads, origin }, createMemoryHistory({ initialEntries: [url] }));
  const { pathname, search } = new URL(url, "http://localhost");
  const planned = router.matchRoutes(pathname, router.options.parseSearch(search));
  // The CMS and the login need the visitor's session: the browser draws them, from their head.
  if (planned.some((match) => match.staticData.drawn === "session")) {
    return {
      html: "",
      status: 200,
      head: headOf(planned, { origin, heroImageUrl: null, recipes: [] }),
      snapshot: {},
    };
  }
  await router.load();
  const device = router.state.matches.some((match) => match.staticData.drawn === "device");
  const html = device ? "" : withoutHoisted(renderToString(<RouterProvider router={router} />));
  const snapshot = reads.snapshot();
  // The head reads beyond what the page shows (every recipe's name for the home page's list),
  // after the snapshot: the browser does not need them to adopt the page.
  const home = router.state.matches.some((match) => match.staticData.head === "home");
  const [settings, recipes] = await Promise.all([
    home ? reads.fetch("settings.get") : null,
    home ? reads.fetch("recipes.summaries") : [],
  ]);
  const status = getSsrStatus(router);
  const head =
    headOf(router.state.matches, { origin, heroImageUrl: settings?.heroImageUrl ?? null, recipes }) ??
    privateHead(nl.notFound.title);
  return { html, status, head, snapshot };
}

/**
 * React puts the image preloads and titles it finds in the tree at the start of the markup; the
 * page's head has the ones that matter (the hero's or the recipe's picture, the title), and the
 * root element holds only the app's own markup.
 */
function withoutHoisted(html: string): string {
  return html.replace(/<link rel="preload"[^>]*>/g, "").replace(/^<title>[^<]*<\/title>/, "");
}

/**
 * What a page's answer depends on in its query string: the search as its route reads it ("" for
 * none). The server keys its cache by route, parameters and this, never by the raw URL, whose
 * spellings (parameter order, escapes, unknown keys) are endless.
 */
export function searchKey(url: string): string {
  const { pathname, search } = new URL(url, "http://localhost");
  const leaf = keyRouter.matchRoutes(pathname, keyRouter.options.parseSearch(search)).at(-1);
  const read = JSON.stringify(leaf?._strictSearch ?? {});
  return read === "{}" ? "" : read;
}

/** Matches URLs only: it never loads, so its reads are never asked. */
const keyRouter = createAppRouter({
  reads: new Reads(() => Promise.reject(new Error("the key router reads nothing"))),
  origin: "",
});

export { NotFoundError } from "./lib/reads";
