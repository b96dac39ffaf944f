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
import type { AppRouter } from "./router";
import type { FileRoutesByTo } from "./routeTree.gen";
import { headOf } from "./lib/page-head";
import { Reads } from "./lib/reads";
import { createAppRouter } from "./router";
import { routeTree } from "./routeTree.gen";

export type { Fetcher, ReadPath } from "./lib/reads";

export interface RenderOptions {
  /** How this request's reads reach the procedures (the server's tRPC caller). */
  fetcher: Fetcher;
  origin: string;
}

export interface Rendered {
  /** Where the router sends this URL instead (its canonical search); nothing else is then set. */
  redirect?: string;
  /** The page inside the app's root element; empty for the pages drawn in the browser only. */
  html: string;
  status: number;
  /** The page's head; for a CMS page the manifest's (the browser gives it no other). */
  head: Head | null;
  /** What the page read, by read key, for the browser to start from. */
  snapshot: Record<string, unknown>;
}

async function renderWith(
  tree: typeof routeTree,
  url: string,
  { fetcher, origin }: RenderOptions,
): Promise<Rendered> {
  const reads = new Reads(fetcher);
  const router = createAppRouter({ reads, origin }, createMemoryHistory({ initialEntries: [url] }), tree);
  const { pathname, search } = new URL(url, "http://localhost");
  const planned = router.matchRoutes(pathname, router.options.parseSearch(search));
  // The CMS and the login need the visitor's session: the browser draws them, from their head.
  if (planned.some((match) => match.staticData.drawn === "session")) {
    return {
      html: "",
      status: 200,
      head: await headOf(planned, { origin, reads }),
      snapshot: {},
    };
  }
  await router.load();
  // The router's own result of a server load: a redirect is an answer of its own, never a page.
  const result = router._serverResult;
  if (result?.type === "redirect") {
    const location = result.redirect.headers.get("Location") ?? result.redirect.options.href ?? "/";
    return { redirect: location, html: "", status: 302, head: null, snapshot: {} };
  }
  const html = withoutHoisted(renderToString(<RouterProvider router={router} />));
  const snapshot = reads.snapshot();
  // A head may read beyond what the page shows (every recipe's name for the home page's list),
  // after the snapshot: the browser does not need that to adopt the page.
  const head = await headOf(router.state.matches, { origin, reads });
  // A page without a head of its own is no page: it is never answered (or kept) as a 200.
  const status = head ? getSsrStatus(router) : 404;
  return { html, status, head: head ?? privateHead(nl.notFound.title), snapshot };
}

/**
 * React puts the image preloads and titles it finds in the tree at the start of the markup; the
 * page's head has the ones that matter (the hero's or the recipe's picture, the title), and the
 * root element holds only the app's own markup.
 */
function withoutHoisted(html: string): string {
  return html.replace(/<link rel="preload"[^>]*>/g, "").replace(/^<title>[^<]*<\/title>/, "");
}

/** How the server answers a page's URL, decided before anything is read or rendered. */
export type PagePlan =
  /** The URL is not the page's own spelling (an unknown filter value, `?porties=0`): send it there. */
  | { redirect: string }
  | {
      /** What the page's answer depends on in its query string: the validated search ("" for none). */
      search: string;
      /** The URL to render: the request's, without the search the server does not paint. */
      url: string;
      /** Whether the page may be kept in the page cache under that search. */
      keep: boolean;
    };

/**
 * The server keys its page cache by route, parameters and the search the route validates and
 * paints, never by the raw URL, whose spellings (parameter order, escapes, unknown keys) are
 * endless, and renders exactly what the key describes: a search the route would change is
 * redirected to its canonical spelling first, as the router itself would on load.
 */
function planWith(keyRouter: AppRouter, url: string): PagePlan {
  const { pathname, search } = new URL(url, "http://localhost");
  const raw = keyRouter.options.parseSearch(search);
  const matches = keyRouter.matchRoutes(pathname, raw);
  const leaf = matches.at(-1);
  if (!leaf) return { search: "", url: pathname, keep: false };
  // What the routes' own validators make of the search, and nothing else: the router passes
  // parameters no route reads on to every page, and they would make endless spellings of one page.
  const validated: Record<string, unknown> = {};
  for (const match of matches) {
    const validate = keyRouter.routesById[match.routeId].options.validateSearch;
    if (typeof validate === "function") Object.assign(validated, validate(raw));
  }
  const canonical = keyRouter.buildLocation({ to: pathname, search: validated });
  if (canonical.href !== pathname + search) return { redirect: canonical.href };
  const staticData = leaf.staticData;
  const painted: Record<string, unknown> = { ...validated };
  const ignored =
    staticData.drawn || staticData.deviceSearch === "all"
      ? Object.keys(painted)
      : (staticData.deviceSearch ?? []);
  for (const name of ignored) delete painted[name];
  const read = JSON.stringify(painted, Object.keys(painted).sort());
  const keep = staticData.keepSearch?.(painted) ?? true;
  return read === "{}"
    ? { search: "", url: pathname, keep }
    : { search: read, url: keyRouter.buildLocation({ to: pathname, search: painted }).href, keep };
}

export { NotFoundError } from "./lib/reads";

/** A page the server answers: a route that declares one (lib/head), at the route's full path. */
export interface PageEntry {
  /** The router's path pattern; `$name` marks a parameter, as in '/recipe/$id'. */
  path: keyof FileRoutesByTo;
  private: boolean;
  offline: boolean;
}

export function pagesOf(router: AppRouter): PageEntry[] {
  const isPagePath = (path: string): path is keyof FileRoutesByTo => path in router.routesByPath;
  const ids = Object.keys(router.routesById) as (keyof typeof router.routesById)[];
  return ids.flatMap((id) => {
    const route = router.routesById[id];
    const page = route.options.staticData?.page;
    const path: string = route.fullPath;
    return page && isPagePath(path)
      ? [{ path, private: page.private ?? false, offline: page.offline ?? false }]
      : [];
  });
}

/**
 * The server's way into a route tree: render a URL, plan its answer, and the pages it has. A test
 * hands in a tree with a page added; the server uses the app's own.
 */
export function createRenderer(tree: typeof routeTree = routeTree) {
  /** Matches URLs only: it never loads, so its reads are never asked. */
  const keyRouter = createAppRouter(
    { reads: new Reads(() => Promise.reject(new Error("the key router reads nothing"))), origin: "" },
    undefined,
    tree,
  );
  return {
    render: (url: string, options: RenderOptions) => renderWith(tree, url, options),
    planPage: (url: string) => planWith(keyRouter, url),
    pages: pagesOf(keyRouter),
  };
}

export const { render, planPage, pages } = createRenderer();
