import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { storedList } from "./stored-list";

const isString = (value: unknown): value is string => typeof value === "string";

let stored: Map<string, string>;
let full: boolean;

beforeEach(() => {
  stored = new Map();
  full = false;
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new Error("QuotaExceededError");
      stored.set(key, value);
    },
  });
  vi.stubGlobal("window", { addEventListener: () => undefined, removeEventListener: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe("storedList", () => {
  it("reads nothing stored, and a list emptied again, as one and the same empty list", () => {
    const list = storedList("k", isString, { inMemory: false });
    const empty = list.snapshot();
    expect(empty).toEqual([]);
    list.write(["a"]);
    expect(list.snapshot()).toEqual(["a"]);
    list.write([]);
    expect(list.snapshot()).toBe(empty);
  });

  it("keeps only the items it knows from a stored value, and nothing from one that is not a list", () => {
    stored.set("k", JSON.stringify(["a", 3, null, "b"]));
    expect(storedList("k", isString, { inMemory: false }).snapshot()).toEqual(["a", "b"]);
    stored.set("k", '{"a":1}');
    expect(storedList("k", isString, { inMemory: false }).snapshot()).toEqual([]);
    stored.set("k", "not json");
    expect(storedList("k", isString, { inMemory: false }).snapshot()).toEqual([]);
  });

  it("when storage refuses a write, holds the list in memory or leaves it as it was, as asked", () => {
    const memory = storedList("m", isString, { inMemory: true });
    const strict = storedList("s", isString, { inMemory: false });
    expect(strict.write(["kept"])).toBe(true);
    expect(stored.get("s")).toBe('["kept"]');
    full = true;
    expect(memory.write(["running"])).toBe(false);
    expect(strict.write(["new"])).toBe(false);
    expect(memory.snapshot()).toEqual(["running"]);
    expect(strict.snapshot()).toEqual(["kept"]);
  });

  it("reads and writes at most 200 items by default, however many were planted", () => {
    stored.set("k", JSON.stringify(Array.from({ length: 3_000 }, (_, i) => `id-${i}`)));
    const list = storedList("k", isString, { inMemory: false });
    expect(list.snapshot()).toHaveLength(200);
    expect(list.snapshot()[0]).toBe("id-0");
    list.write(Array.from({ length: 250 }, (_, i) => `n-${i}`));
    expect((JSON.parse(stored.get("k") ?? "[]") as string[]).length).toBe(200);
  });

  it("keeps the newest end of a list over its bound, and drops items no longer current as it reads", () => {
    stored.set("t", JSON.stringify(["old-1", "old-2", "new-1", "new-2", "stale"]));
    const list = storedList("t", isString, {
      inMemory: true,
      max: 3,
      newest: "last",
      isCurrent: (item) => item !== "stale",
    });
    expect(list.snapshot()).toEqual(["new-1", "new-2"]);
  });
});
