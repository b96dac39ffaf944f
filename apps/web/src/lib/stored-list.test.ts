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
    strict.write(["kept"]);
    full = true;
    memory.write(["running"]);
    strict.write(["new"]);
    expect(memory.snapshot()).toEqual(["running"]);
    expect(strict.snapshot()).toEqual(["kept"]);
  });
});
