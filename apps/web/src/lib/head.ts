import type { AnyRouter } from "@tanstack/react-router";

import type * as seo from "@repo/seo";
import type { Head, Page } from "@repo/seo";
import type { nl } from "@repo/strings";

import type { Reads } from "./reads";

/** What a route's head is built from. */
export interface HeadContext {
  /** The route's path parameters. */
  params: Readonly<Record<string, string>>;
  /** Whether the route's loader found what the page shows (a recipe that exists). */
  found: boolean;
  origin: string;
  /** The page's reads: what the loader read comes from the cache. */
  reads: Reads;
  /**
   * The head builders, handed in rather than imported: a route's file is in the page's first
   * download, and the builders load only with the first navigation (lib/page-head).
   */
  seo: typeof seo;
}

/** A page of the site, as its route declares it; the server's, the sitemap's and the offline worker's lists derive from these. */
export interface PageDeclaration extends Page {
  /** The offline worker keeps the page as the server paints it (visitor pages read on the go). */
  offline?: boolean;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** This route is a page the server answers (a layout's children inherit nothing of it). */
    page?: PageDeclaration;
    /** The page's head when it is more than its title (otherwise built from `page`). */
    head?: (context: HeadContext) => Head | Promise<Head>;
    /**
     * Drawn in the browser only, as it needs the visitor's session (the CMS, the login): the
     * server sends its head alone. Every other page is painted by the server, the pages of what
     * this device keeps as a fresh device sees them (see useKept and useHydrated).
     */
    drawn?: "session";
    /** What the page could not read when its loader fails: the words of the router's error page. */
    failure?: keyof typeof nl.errors.shown;
    /**
     * Search parameters the server does not paint (the device applies them after the start): the
     * server renders and keeps one page for every value of them, the page without them. "all":
     * the server paints none of the page's search.
     */
    deviceSearch?: readonly string[] | "all";
    /**
     * Whether the server keeps the page for this (validated) search in its page cache. Free text and
     * long combinations are rendered for each visit instead, so that no visitor can fill the cache.
     */
    keepSearch?: (search: Record<string, unknown>) => boolean;
  }
}

/**
 * The server sent the first page's head; each page the app opens afterwards gets its own, from
 * the same builders the server uses. They load with the first navigation, so a visit that reads
 * one page downloads none of them.
 */
export function followHeads(router: AnyRouter, reads: Reads) {
  router.subscribe("onResolved", ({ fromLocation, pathChanged }) => {
    // The first page (no page before it) has the server's head.
    if (fromLocation && pathChanged)
      void import("./apply-head").then((module) => module.applyHead(router, reads));
  });
}
