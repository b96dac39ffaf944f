import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { startAfterFirstPaint } from "./start";

const CHUNKS = ["/assets/framework-B2.js", "/assets/app-C3.js"];
const ENTRY = "/assets/index-A1.js";

/** A page as the start script sees it: its state, its root, the paints the browser reports. */
function fakePage(opts: { loaded: boolean; painted: boolean; paints?: "observed" | "unsupported" }) {
  const heads: { rel: string; href: string }[] = [];
  const onLoad: (() => void)[] = [];
  let reportPaint: (() => void) | null = null;
  vi.stubGlobal("document", {
    readyState: opts.loaded ? "complete" : "interactive",
    getElementById: (id: string) => (id === "root" ? { firstChild: opts.painted ? {} : null } : null),
    createElement: () => ({ rel: "", href: "" }),
    head: { append: (link: { rel: string; href: string }) => heads.push(link) },
  });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    if (type === "load") onLoad.push(listener);
  });
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      constructor(callback: (list: unknown, observer: unknown) => void) {
        const list = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) };
        reportPaint = () => callback(list, this);
      }
      observe() {
        if (opts.paints === "unsupported") throw new TypeError("paint is not supported");
      }
      readonly disconnect = vi.fn();
    },
  );
  const loaded: string[] = [];
  const load = (href: string) => {
    loaded.push(href);
    return Promise.resolve();
  };
  return {
    heads,
    loaded,
    load,
    fireLoad: () => onLoad.forEach((listener) => listener()),
    firstPaint: () => reportPaint?.(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the start script", () => {
  it("waits for the load and the first paint, then runs the chunks one task each and the entry last", async () => {
    const page = fakePage({ loaded: false, painted: true });
    startAfterFirstPaint(CHUNKS, ENTRY, page.load);
    page.fireLoad();
    await vi.advanceTimersByTimeAsync(10);
    expect(page.loaded).toEqual([]);

    page.firstPaint();
    await vi.advanceTimersByTimeAsync(10);
    // Both fetched at once, as module preloads.
    expect(page.heads).toEqual([
      { rel: "modulepreload", href: "/assets/framework-B2.js" },
      { rel: "modulepreload", href: "/assets/app-C3.js" },
    ]);
    expect(page.loaded).toEqual(["/assets/framework-B2.js", "/assets/app-C3.js", "/assets/index-A1.js"]);
  });

  it("runs the next chunk only in a task after the one before", async () => {
    const page = fakePage({ loaded: true, painted: true });
    startAfterFirstPaint(CHUNKS, ENTRY, page.load);
    page.firstPaint();
    // However long the microtasks run, the next chunk waits for a task of its own.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(page.loaded).toEqual(["/assets/framework-B2.js"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(page.loaded).toEqual(["/assets/framework-B2.js", "/assets/app-C3.js", "/assets/index-A1.js"]);
  });

  it("starts a page the app draws itself (an empty root) at the load, without a paint", async () => {
    const page = fakePage({ loaded: false, painted: false });
    startAfterFirstPaint(CHUNKS, ENTRY, page.load);
    await vi.advanceTimersByTimeAsync(10);
    expect(page.loaded).toEqual([]);
    page.fireLoad();
    await vi.advanceTimersByTimeAsync(10);
    expect(page.loaded).toEqual(["/assets/framework-B2.js", "/assets/app-C3.js", "/assets/index-A1.js"]);
  });

  it("starts after 3 s when the browser reports no paint", async () => {
    const page = fakePage({ loaded: true, painted: true });
    startAfterFirstPaint(CHUNKS, ENTRY, page.load);
    await vi.advanceTimersByTimeAsync(2990);
    expect(page.loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(page.loaded).toEqual(["/assets/framework-B2.js", "/assets/app-C3.js", "/assets/index-A1.js"]);
  });

  it("waits for the load only where paints cannot be observed", async () => {
    const page = fakePage({ loaded: true, painted: true, paints: "unsupported" });
    startAfterFirstPaint(CHUNKS, ENTRY, page.load);
    await vi.advanceTimersByTimeAsync(10);
    expect(page.loaded).toEqual(["/assets/framework-B2.js", "/assets/app-C3.js", "/assets/index-A1.js"]);
  });

  it("starts once, however many paints and timeouts follow", async () => {
    const page = fakePage({ loaded: true, painted: true });
    startAfterFirstPaint(CHUNKS, ENTRY, page.load);
    page.firstPaint();
    page.firstPaint();
    await vi.advanceTimersByTimeAsync(5000);
    expect(page.loaded).toEqual(["/assets/framework-B2.js", "/assets/app-C3.js", "/assets/index-A1.js"]);
  });
});
