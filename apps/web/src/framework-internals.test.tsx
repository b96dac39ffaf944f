// Guards of the router's and React's internals the server's render relies on (listed in
// docs/architecture.md): an upgrade that changes one fails here, not in production.
import type { AnyRoute } from "@tanstack/react-router";
import { createRoute, redirect } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";

import { createRenderer } from "./entry-server";
import { fakeFetcher } from "./lib/fake-fetcher";
import { Route as rootRoute } from "./routes/__root";
import { routeTree } from "./routeTree.gen";

const fetcher = fakeFetcher(async (path) => {
  if (path === "settings.get") return { id: 1, heroImageUrl: null };
  throw new Error(`no read ${path} in this test`);
});

const moved = createRoute({
  getParentRoute: () => rootRoute,
  path: "/verhuisd",
  staticData: { page: { title: "Verhuisd" } },
  loader: () => {
    throw redirect({ to: "/weekmenu" });
  },
});
const pictured = createRoute({
  getParentRoute: () => rootRoute,
  path: "/plaatje",
  staticData: { page: { title: "Plaatje" } },
  component: () => (
    <main>
      <title>Plaatje in de boom</title>
      <img src="/hero-800.webp" alt="" fetchPriority="high" />
    </main>
  ),
});

/** The app's routes and the two above, processed once: adding children changes the shared root. */
const { render } = (() => {
  const tree = rootRoute.addChildren([
    ...(Object.values(routeTree.children ?? {}) as AnyRoute[]),
    moved,
    pictured,
  ]);
  // The router keeps the tree it processed per root route; this one shares the app's root.
  Reflect.deleteProperty(globalThis, "__TSR_CACHE__");
  return createRenderer(tree as unknown as typeof routeTree);
})();

describe("the server's render", () => {
  it("answers a loader's redirect as a redirect (the router's _serverResult)", async () => {
    const page = await render("/verhuisd", { fetcher, origin: "https://example.test" });
    expect(page).toEqual({ redirect: "/weekmenu", html: "", status: 302, head: null, snapshot: {} });
  });

  it("keeps the title and image preloads React hoists out of the root's markup (withoutHoisted)", async () => {
    const page = await render("/plaatje", { fetcher, origin: "https://example.test" });
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("<title>");
    expect(page.html).not.toContain("<link");
    expect(page.html).toContain('<main><img src="/hero-800.webp" alt="" fetchPriority="high"/></main>');
    // The page's own head has the title.
    expect(page.head?.title).toBe("Plaatje | Receptenboek");
  });
});
