import { describe, expect, it } from "vitest";

import { createContentCache } from "./content-cache";

const page = (size: number) => async () => ({ body: "x".repeat(size), contentType: "text/html" });

describe("createContentCache", () => {
  it("stays under its byte bound however many keys arrive", async () => {
    const cache = createContentCache({ maxBytes: 20_000 });
    for (let i = 0; i < 200; i++) {
      await cache.get(`page ${i}`, page(5_000));
      // Settled entries are counted once their build is done.
      await new Promise((resolve) => setImmediate(resolve));
      expect(cache.stats().bytes).toBeLessThanOrEqual(20_000);
    }
    expect(cache.stats().entries).toBeGreaterThan(0);
  });

  it("answers a repeat request from the entry it kept", async () => {
    const cache = createContentCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { body: "hallo", contentType: "text/plain" };
    };
    await cache.get("a", build);
    await cache.get("a", build);
    expect(builds).toBe(1);
    cache.invalidate();
    await cache.get("a", build);
    expect(builds).toBe(2);
  });

  it("hands out a finished entry at once, and nothing while it builds, after a write or when shared", async () => {
    const cache = createContentCache();
    const pending = cache.get("a", async () => ({ body: "hallo", contentType: "text/plain" }));
    expect(cache.peek("a")).toBeUndefined();
    await pending;
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.peek("a")?.identity.toString()).toBe("hallo");
    cache.invalidate();
    expect(cache.peek("a")).toBeUndefined();

    // Another instance may have written: only get(), which checks the version, may answer.
    const shared = createContentCache({ version: async () => 1 });
    await shared.get("a", async () => ({ body: "hallo", contentType: "text/plain" }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(shared.peek("a")).toBeUndefined();
  });

  it("does not keep an answer larger than the whole bound", async () => {
    const cache = createContentCache({ maxBytes: 1_000 });
    const body = await cache.get("big", async () => ({
      body: Array.from({ length: 5_000 }, (_, i) => String(i)).join(","),
      contentType: "text/plain",
    }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.status).toBe(200);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps a value until the next write, sharing one build between concurrent readers", async () => {
    const cache = createContentCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return [builds];
    };
    const [first, second] = await Promise.all([cache.value("list", build), cache.value("list", build)]);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(await cache.value("list", build)).toBe(first);
    cache.invalidate();
    expect(await cache.value("list", build)).toEqual([2]);
  });

  it("builds a value again after a failed build or another instance's write", async () => {
    let version = 1;
    const cache = createContentCache({ version: async () => version });
    await expect(cache.value("list", () => Promise.reject(new Error("database busy")))).rejects.toThrow();
    expect(await cache.value("list", async () => "read")).toBe("read");
    expect(await cache.value("list", async () => "not read")).toBe("read");
    version = 2;
    expect(await cache.value("list", async () => "after the write")).toBe("after the write");
  });

  it("makes room by dropping the least recently used entries, keeping the busy ones", async () => {
    const builds: string[] = [];
    const build = (key: string) => async () => {
      builds.push(key);
      return { body: key.repeat(1_000), contentType: "text/plain" };
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const probe = createContentCache();
    await probe.get("a", build("a"));
    await settle();
    // Room for three entries of this size, not four.
    const cache = createContentCache({ maxBytes: probe.stats().bytes * 3 + 10 });
    builds.length = 0;
    for (const key of ["a", "b", "c", "a", "d"]) {
      await cache.get(key, build(key));
      await settle();
    }
    expect(builds).toEqual(["a", "b", "c", "d"]);
    expect(cache.stats().entries).toBe(3);
    // 'b' was the least recently used; 'a', read again, stayed.
    await cache.get("a", build("a"));
    await cache.get("c", build("c"));
    await cache.get("b", build("b"));
    expect(builds).toEqual(["a", "b", "c", "d", "b"]);
  });
});
