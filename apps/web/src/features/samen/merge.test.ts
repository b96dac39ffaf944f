import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";

import type { ShoppingEntry } from "@repo/domain";
import { isShoppingEntry } from "@repo/domain";

import type { StoredWeek } from "~/features/weekmenu/store";
import { entryKey } from "~/features/shopping/keys";
import { isStoredWeek, weekDataset } from "~/features/weekmenu/store";
import { storedList } from "~/lib/stored-list";
import { versioned } from "~/lib/stored-versions";
import { bindDataset } from "./bind";
import { keyedList } from "./datasets";

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

const isKey = (key: unknown): key is string => typeof key === "string";
const entry = (recipeId: string | null, name: string, lines: string[]): ShoppingEntry => ({
  recipeId,
  name,
  servings: 2,
  portions: 2,
  lines,
});

/** One phone: its stores (under keys of its own) bound to its own document. */
function phone(name: string) {
  const entries = storedList(`${name}:list`, isShoppingEntry, {
    inMemory: true,
    newest: "last",
    format: versioned<ShoppingEntry>(`${name}:list`, [], () => undefined),
  });
  const ticks = storedList(`${name}:ticks`, isKey, { inMemory: true, newest: "last" });
  const week = storedList(`${name}:week`, isStoredWeek, { inMemory: true });
  const doc = new Y.Doc();
  const bind = () => {
    const list = keyedList(entries, { keyOf: entryKey, isItem: isShoppingEntry, newest: "last" });
    bindDataset(doc, "shopping.entries", list);
    bindDataset(doc, "shopping.ticks", keyedList(ticks, { keyOf: (k) => k, isItem: isKey, newest: "last" }));
    bindDataset(doc, "week", weekDataset(week));
  };
  const names = () => entries.snapshot().map((e) => e.name);
  const tick = (key: string) => ticks.write([...ticks.snapshot(), key]);
  const untick = (key: string) => ticks.write(ticks.snapshot().filter((k) => k !== key));
  return { entries, ticks, week, doc, bind, names, tick, untick };
}

/** Two phones meet again: each gets what the other has. */
function meet(a: Y.Doc, b: Y.Doc) {
  const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, fromA);
  Y.applyUpdate(a, fromB);
}

/** A week of 21 slots: the first ones as given, the rest empty. */
const week = (first: (string | null)[]): StoredWeek => {
  const slots = Array.from({ length: 21 }, (_, i) => first[i] ?? null);
  return {
    week: { seed: 7, start: "2026-11-30", people: 2, slots, locked: slots.map(() => false) },
    exclusions: [],
    maxActive: { weekday: 30, weekend: 60 },
    times: { breakfast: "08:00", lunch: "12:30", dinner: "18:30" },
  };
};
const firstSlots = (p: { week: { snapshot: () => readonly StoredWeek[] } }, n = 3) => ({
  slots: p.week.snapshot()[0]?.week.slots.slice(0, n),
  locked: p.week.snapshot()[0]?.week.locked.slice(0, n),
});

describe("Samen: the household's document", () => {
  it("moves the lists a phone already kept into the document, and shows them on a phone that joins", () => {
    stored.set(
      "a:list",
      JSON.stringify({
        version: 1,
        items: [entry("r1", "Stamppot", ["1 kg aardappelen"]), entry(null, "Melk", ["Melk"])],
      }),
    );
    stored.set("a:ticks", JSON.stringify(["melk"]));
    stored.set("a:week", JSON.stringify([week(["r1", null, "r2"])]));
    const a = phone("a");
    a.bind();
    expect(a.doc.getMap("shopping.entries").size).toBe(2);

    const b = phone("b");
    b.entries.write([entry(null, "Brood", ["Brood"])]);
    b.bind();
    meet(a.doc, b.doc);
    // What each had is kept: the union, in the order the items were added.
    expect(b.names()).toEqual(["Stamppot", "Melk", "Brood"]);
    expect(a.names()).toEqual(b.names());
    expect(b.ticks.snapshot()).toEqual(["melk"]);
    expect(firstSlots(b).slots).toEqual(["r1", null, "r2"]);
    // The stored form is the app's own: a reload reads it without the document.
    expect(JSON.parse(stored.get("b:list") ?? "{}")).toMatchObject({
      version: 1,
      items: expect.any(Array) as unknown,
    });
  });

  it("two phones adding, ticking, unticking and removing offline end with the same list", () => {
    const a = phone("a");
    const b = phone("b");
    a.entries.write([entry("r1", "Stamppot", ["1 kg aardappelen"]), entry("r2", "Soep", ["1 prei"])]);
    a.tick("prei");
    a.bind();
    b.bind();
    meet(a.doc, b.doc);
    expect(b.names()).toEqual(["Stamppot", "Soep"]);

    // Offline: A adds a recipe and unticks the leek; B removes the soup, ticks two lines and adds an item.
    a.entries.write([...a.entries.snapshot(), entry("r3", "Curry", ["1 bloemkool"])]);
    a.untick("prei");
    b.entries.write(b.entries.snapshot().filter((e) => e.recipeId !== "r2"));
    b.tick("aardappelen");
    b.tick("bloemkool");
    b.entries.write([...b.entries.snapshot(), entry(null, "Koffie", ["Koffie"])]);
    meet(a.doc, b.doc);

    // Added at the same moment on two phones: the same order on both, whichever it is.
    expect([...a.names()].sort()).toEqual(["Curry", "Koffie", "Stamppot"]);
    expect(a.names()[0]).toBe("Stamppot");
    expect(b.names()).toEqual(a.names());
    expect([...a.ticks.snapshot()].sort()).toEqual(["aardappelen", "bloemkool"]);
    expect(b.ticks.snapshot()).toEqual(a.ticks.snapshot());
  });

  it("a tick and an untick of the same line at once resolve the same way on both phones", () => {
    const a = phone("a");
    const b = phone("b");
    a.entries.write([entry("r1", "Stamppot", ["1 ui"])]);
    b.tick("ui");
    a.bind();
    b.bind();
    meet(a.doc, b.doc);
    a.untick("ui");
    b.untick("ui");
    b.tick("ui");
    meet(a.doc, b.doc);
    expect(a.ticks.snapshot()).toEqual(b.ticks.snapshot());
  });

  it("changes to different slots of the week on two phones both stay", () => {
    const a = phone("a");
    const b = phone("b");
    a.week.write([week(["r1", "r2", "r3"])]);
    a.bind();
    b.bind();
    meet(a.doc, b.doc);
    const change = (p: ReturnType<typeof phone>, slot: number, recipe: string | null, locked = false) => {
      const [current] = p.week.snapshot();
      if (!current) throw new Error("No week");
      const slots = current.week.slots.map((id, i) => (i === slot ? recipe : id));
      const locks = current.week.locked.map((lock, i) => (i === slot ? locked : lock));
      p.week.write([{ ...current, week: { ...current.week, slots, locked: locks } }]);
    };
    change(a, 0, "r9", true);
    change(b, 2, null);
    meet(a.doc, b.doc);
    expect(firstSlots(a)).toEqual({ slots: ["r9", "r2", null], locked: [true, false, false] });
    expect(b.week.snapshot()).toEqual(a.week.snapshot());
  });
});
