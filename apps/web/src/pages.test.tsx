import type { AnyRoute } from "@tanstack/react-router";
import { createRoute } from "@tanstack/react-router";
import { describe, expect, expectTypeOf, it } from "vitest";

import type { FileRoutesByTo } from "./routeTree.gen";
import { createRenderer, pages } from "./entry-server";
import { fakeFetcher } from "./lib/fake-fetcher";
import { Reads } from "./lib/reads";
import { createAppRouter } from "./router";
import { Route as rootRoute } from "./routes/__root";
import { routeTree } from "./routeTree.gen";

const fetcher = fakeFetcher(async (path) => {
  if (path === "settings.get") return { id: 1, heroImageUrl: null };
  throw new Error(`no read ${path} in this test`);
});

describe("the pages of the app", () => {
  it("are its routes: every page the router knows, each once, from the route files alone", () => {
    const router = createAppRouter({ reads: new Reads(fetcher), origin: "" });
    expect(pages.map((page) => page.path).sort()).toEqual(Object.keys(router.routesByPath).sort());
    expectTypeOf(pages).items.toHaveProperty("path").toEqualTypeOf<keyof FileRoutesByTo>();
    // What the routes declare, spot-checked by hand: the visitor pages read offline, the rest not.
    expect(pages.filter((page) => page.offline).map((page) => page.path)).toEqual([
      "/",
      "/boodschappen",
      "/in-huis",
      "/mijn-keuken",
      "/mijn-lijst",
      "/samen",
      "/weekmenu",
      "/recipe/$id",
      "/recipe/$id/koken",
    ]);
    expect(pages.find((page) => page.path === "/cms/settings")).toEqual({
      path: "/cms/settings",
      private: true,
      offline: false,
    });
  });

  it("grow by one route file: a new route with a page is answered, titled and listed", async () => {
    // A page as a newcomer writes it: its route, its title; nothing else in the app changes.
    const tasting = createRoute({
      getParentRoute: () => rootRoute,
      path: "/proeverij",
      staticData: { page: { title: "Proeverij", offline: true } },
      component: () => <h1>Proeverij</h1>,
    });
    const tree = rootRoute.addChildren([...(Object.values(routeTree.children ?? {}) as AnyRoute[]), tasting]);
    // On the server the router keeps the tree it processed per root route, and this tree shares
    // the app's root: forget it, as a fresh start with the new file would.
    Reflect.deleteProperty(globalThis, "__TSR_CACHE__");
    const renderer = createRenderer(tree as unknown as typeof routeTree);

    expect(renderer.pages).toContainEqual({ path: "/proeverij", private: false, offline: true });
    expect(renderer.planPage("/proeverij?x=1")).toEqual({ redirect: "/proeverij" });
    const page = await renderer.render("/proeverij", { fetcher, origin: "https://example.test" });
    expect(page.status).toBe(200);
    expect(page.head?.title).toBe("Proeverij | Receptenboek");
    expect(page.html).toContain("<h1>Proeverij</h1>");
  });
});
