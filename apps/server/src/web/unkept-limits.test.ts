import { afterEach, describe, expect, it } from "vitest";

import type { App } from "../app";
import type { PageRenderer } from "./pages";
import { buildPagesTestApp, WEB_BUILD } from "../testing";
import { loadRenderer } from "./pages";

/** The built render, with pages for one visit (a free-text search) held until `release`. */
async function heldRenderer() {
  const real = await loadRenderer(WEB_BUILD);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const renderer: PageRenderer = {
    ...real,
    render: async (url, options) => {
      if (url.includes("q=")) {
        held++;
        await gate;
      }
      return real.render(url, options);
    },
  };
  /** Until `count` such pages are being rendered. */
  const rendering = async (count: number) => {
    while (held < count) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { renderer, release, rendering };
}

describe("pages rendered for one visit, under a flood from one address", () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it("render two at a time per client; a third waits a second and is told to come back, while other clients and kept pages answer", async () => {
    const { renderer, release, rendering } = await heldRenderer();
    const built = await buildPagesTestApp({ renderer });
    app = built.app;
    const search = (q: string, remoteAddress: string) =>
      Promise.resolve(built.app.inject({ url: `/?q=${q}`, remoteAddress }));

    const first = search("soep", "203.0.113.7");
    const second = search("kip", "203.0.113.7");
    await rendering(2);
    const startedThird = Date.now();
    const third = await search("zalm", "203.0.113.7");
    expect(third.statusCode).toBe(503);
    expect(third.headers["retry-after"]).toBe("1");
    expect(third.body).toBe(
      "Er wordt nu heel veel tegelijk gezocht. Probeer het over een paar seconden opnieuw.",
    );
    // Held for the second it asks the client to wait, so asking again at once costs the server nothing.
    expect(Date.now() - startedThird).toBeGreaterThanOrEqual(900);

    // Another address is not held up by the first one's flood, nor is a kept page.
    const other = search("ei", "198.51.100.4");
    const home = await built.app.inject({ url: "/", remoteAddress: "203.0.113.7" });
    expect(home.statusCode).toBe(200);

    release();
    const answers = await Promise.all([first, second, other]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Once its pages are done, the client is served again.
    expect((await search("tomaat", "203.0.113.7")).statusCode).toBe(200);
  });
});
