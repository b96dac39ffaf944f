import type { AnyRouter } from "@tanstack/react-router";

import type { PAGES } from "@repo/domain";
import type { nl } from "@repo/strings";

import type { Reads } from "./reads";

/**
 * Which head a route has: the home page, a recipe or its cook mode (from the loaded recipe), or
 * a page of the manifest. The builders live in lib/page-head, loaded on the first navigation.
 */
export type HeadKind = "home" | "recipe" | "cook" | keyof typeof PAGES;

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    head?: HeadKind;
    /**
     * Drawn in the browser only. "device": what it shows depends on this device (cook mode's step,
     * the screen size), so the server reads its data and sends the head, status and snapshot
     * without markup. "session": it needs the visitor's session (the CMS, the login), so the
     * server sends its head alone.
     */
    drawn?: "device" | "session";
    /** What the page could not read when its loader fails: the words of the router's error page. */
    failure?: keyof typeof nl.errors.shown;
    /**
     * Search parameters the server does not paint (the device applies them after the start): the
     * server renders and keeps one page for every value of them, the page without them.
     */
    deviceSearch?: readonly string[];
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
