import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { storedList } from "./stored-list";
import { versioned } from "./stored-versions";

interface Item {
  name: string;
  count: number;
}
const isItem = (value: unknown): value is Item =>
  typeof value === "object" && value !== null && typeof (value as Item).name === "string";

/** Version 1 stored names; version 2 stores a name with a count. */
const toV2 = (items: unknown[]) => items.map((name) => ({ name, count: 1 }));

let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal("window", { addEventListener: () => undefined, removeEventListener: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

function list(onDiscard = vi.fn()) {
  return {
    onDiscard,
    list: storedList("k", isItem, { inMemory: true, format: versioned<Item>("k", [toV2], onDiscard) }),
  };
}

describe("a versioned stored list", () => {
  it("stores its version with the items and reads them back", () => {
    list().list.write([{ name: "melk", count: 2 }]);
    expect(JSON.parse(stored.get("k") ?? "")).toEqual({ version: 2, items: [{ name: "melk", count: 2 }] });
    expect(list().list.snapshot()).toEqual([{ name: "melk", count: 2 }]);
  });

  it("carries a list of an older version to the current one", () => {
    stored.set("k", JSON.stringify({ version: 1, items: ["melk", "eieren"] }));
    const { list: migrated, onDiscard } = list();
    expect(migrated.snapshot()).toEqual([
      { name: "melk", count: 1 },
      { name: "eieren", count: 1 },
    ]);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it.each([
    ["broken JSON", "{not json"],
    ["a bare list", '["melk"]'],
    ["another site's value", '{"theme":"dark"}'],
    ["a newer version", JSON.stringify({ version: 3, items: [] })],
    ["a version that never was", JSON.stringify({ version: 0, items: [] })],
  ])("discards %s and says so, once", (_, value) => {
    stored.set("k", value);
    const { list: read, onDiscard } = list();
    expect(read.snapshot()).toEqual([]);
    expect(stored.has("k")).toBe(false);
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(list().list.snapshot()).toEqual([]);
  });

  it("reads nothing stored as an empty list without a notice", () => {
    const { list: read, onDiscard } = list();
    expect(read.snapshot()).toEqual([]);
    expect(onDiscard).not.toHaveBeenCalled();
  });
});
