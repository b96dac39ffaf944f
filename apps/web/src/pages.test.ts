import { describe, expect, expectTypeOf, it } from "vitest";

import type { PagePath } from "@repo/domain";
import { PAGES } from "@repo/domain";

import type { FileRoutesByTo } from "./routeTree.gen";

describe("page manifest", () => {
  // The server answers exactly the manifest's paths; a route missing from it would 404 on reload.
  it("has a page for every route of the app and a route for every page", () => {
    expectTypeOf<keyof FileRoutesByTo>().toEqualTypeOf<PagePath>();
    expect(Object.values(PAGES).map((page) => page.path)).toEqual([
      "/",
      "/recipe/$id",
      "/weekmenu",
      "/recipe/$id/koken",
      "/boodschappen",
      "/in-huis",
      "/mijn-lijst",
      "/mijn-keuken",
      "/login",
      "/cms",
      "/cms/new",
      "/cms/edit/$id",
      "/cms/settings",
      "/cms/prullenbak",
      "/cms/import",
      "/cms/snelheid",
    ]);
  });
});
