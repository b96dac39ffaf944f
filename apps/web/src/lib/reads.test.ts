import { afterEach, describe, expect, it, vi } from "vitest";

import { fakeFetcher } from "./fake-fetcher";
import { Cached, httpFetcher, NotFoundError, ReadError, Reads } from "./reads";

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("reads", () => {
  it("asks the procedure with a GET, its input in the query, and hands back the data (a recipe with its picture's label)", async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(respond(200, { result: { data: { id: "r1", name: "Shakshuka" } } })),
    );
    vi.stubGlobal("fetch", fetch);
    const reads = new Reads(httpFetcher);
    await expect(reads.fetch("recipes.page", { id: "r1" })).resolves.toEqual({ id: "r1", name: "Shakshuka" });
    expect(fetch).toHaveBeenCalledWith("/trpc/recipes.page?input=%7B%22id%22%3A%22r1%22%7D", {
      credentials: "include",
    });
  });

  it("turns a 404 into NotFoundError and any other failure into ReadError", async () => {
    const reads = new Reads(httpFetcher);
    vi.stubGlobal("fetch", () => Promise.resolve(respond(404, { error: { message: "Recipe not found" } })));
    await expect(reads.fetch("recipes.page", { id: "onbekend" })).rejects.toBeInstanceOf(NotFoundError);
    vi.stubGlobal("fetch", () => Promise.resolve(respond(500, { error: { message: "kapot" } })));
    await expect(reads.fetch("recipes.page", { id: "kapot" })).rejects.toBeInstanceOf(ReadError);
  });

  it("hands the browser what the server read, so the same reads there ask nothing", async () => {
    const server = new Reads(fakeFetcher((path, input) => Promise.resolve({ path, input })));
    await server.fetch("recipes.page", { id: "r1" });
    await server.fetch("settings.get");
    const snapshot = JSON.parse(JSON.stringify(server.snapshot())) as Record<string, unknown>;
    expect(snapshot).toEqual({
      'recipes.page {"id":"r1"}': { path: "recipes.page", input: { id: "r1" } },
      "settings.get": { path: "settings.get" },
    });

    const fetcher = vi.fn(() => Promise.resolve("uit het netwerk"));
    const browser = new Reads(fakeFetcher(fetcher));
    browser.hydrate(snapshot);
    await expect(browser.fetch("recipes.page", { id: "r1" })).resolves.toEqual({
      path: "recipes.page",
      input: { id: "r1" },
    });
    expect(browser.peek("settings.get")).toEqual({ path: "settings.get" });
    await expect(browser.fetch("recipes.page", { id: "r2" })).resolves.toBe("uit het netwerk");
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("recipes.page", { id: "r2" });
  });
});

describe("Cached", () => {
  it("loads once for any number of callers at the same time, and not again once it has data", async () => {
    const load = vi.fn(() => Promise.resolve(["a"]));
    const cached = new Cached(load);
    const [one, two] = await Promise.all([cached.ensure(), cached.ensure()]);
    expect(one).toEqual(["a"]);
    expect(two).toBe(one);
    await cached.ensure();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tells the pages showing it only of an answer that differs (the session check on every page)", async () => {
    let answer = { isAuthenticated: false };
    const cached = new Cached(() => Promise.resolve({ ...answer }));
    let renders = 0;
    cached.subscribe(() => renders++);
    await cached.fetch();
    await cached.fetch();
    expect(renders).toBe(1);
    answer = { isAuthenticated: true };
    await cached.fetch();
    expect(renders).toBe(2);
    expect(cached.snapshot().data).toEqual({ isAuthenticated: true });
  });

  it("keeps what it shows while loading again, and after a failed reload", async () => {
    let answer: Promise<string> = Promise.resolve("eerste");
    const cached = new Cached(() => answer);
    await cached.ensure();
    answer = Promise.reject(new Error("offline"));
    await expect(cached.fetch()).rejects.toThrow("offline");
    expect(cached.snapshot().data).toBe("eerste");
  });

  it("after a change, loads again at once for a page showing it, and on the next visit otherwise", async () => {
    let version = 1;
    const load = vi.fn(() => Promise.resolve(version));
    const shown = new Cached(load);
    const hidden = new Cached(() => Promise.resolve(version));
    await Promise.all([shown.ensure(), hidden.ensure()]);
    const seen: number[] = [];
    const stop = shown.subscribe(() => seen.push(shown.snapshot().data ?? 0));
    version = 2;
    shown.invalidate();
    hidden.invalidate();
    await vi.waitFor(() => expect(seen).toEqual([2]));
    // Nobody shows it: the old data is dropped rather than shown on the next visit.
    expect(hidden.data).toBeUndefined();
    await expect(hidden.ensure()).resolves.toBe(2);
    stop();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
