import { describe, expect, it } from "vitest";

import type { KitchenData } from "./export-file";
import { EMPTY_DATA, exportFile, mergeData } from "./export-file";
import { parseFile } from "./import-file";

const entry = (recipeId: string) => ({
  recipeId,
  name: `Recept ${recipeId}`,
  servings: 2,
  portions: 2,
  lines: ["1 courgette"],
});

const DEVICE: KitchenData = {
  ...EMPTY_DATA,
  saved: ["a"],
  shopping: { entries: [entry("a")], ticks: ["courgette"] },
  staples: ["zout"],
  myList: { notOnList: ["paprika"], phase: 1 },
  cooked: { a: { dates: ["2026-11-01"], score: 4, note: "minder gember" } },
};

const FILE: KitchenData = {
  ...EMPTY_DATA,
  saved: ["a", "b"],
  shopping: { entries: [entry("a"), entry("b")], ticks: [] },
  staples: ["zout", "peper"],
  atHome: ["tomaat"],
  myList: { notOnList: ["groep:zuivel"], phase: 2 },
  cooked: {
    a: { dates: ["2026-10-01", "2026-11-01"], score: 2, note: "" },
    b: { dates: ["2026-11-20"], score: null, note: "25 min was genoeg" },
  },
};

describe("the Mijn keuken file", () => {
  it("reads back what it wrote", () => {
    expect(parseFile(exportFile(FILE))).toEqual({ ok: true, data: FILE });
  });

  it("merges a file into the device without losing what the device has", () => {
    expect(mergeData(DEVICE, FILE)).toEqual({
      saved: ["a", "b"],
      shopping: { entries: [entry("a"), entry("b")], ticks: ["courgette"] },
      week: null,
      staples: ["zout", "peper"],
      atHome: ["tomaat"],
      myList: { notOnList: ["paprika", "groep:zuivel"], phase: 2 },
      cooked: {
        a: { dates: ["2026-10-01", "2026-11-01"], score: 4, note: "minder gember" },
        b: { dates: ["2026-11-20"], score: null, note: "25 min was genoeg" },
      },
    });
  });

  const bad =
    "Dit bestand kan niet worden gelezen: het is geen bestand van Mijn keuken. Er is niets veranderd.";
  it.each([
    ["no JSON", "dit is geen json"],
    ["another format", JSON.stringify({ format: "iets anders", version: 1 })],
    ["a later version", exportFile(FILE).replace('"version": 1', '"version": 2')],
    ["a score of 9", exportFile({ ...FILE, cooked: { a: { dates: [], score: 9, note: "" } } })],
    [
      "a date that is no date",
      exportFile({ ...FILE, cooked: { a: { dates: ["gisteren"], score: null, note: "" } } }),
    ],
    ["an unknown phase", exportFile(FILE).replace('"phase": 2', '"phase": 7')],
    ["a list that is no list", exportFile(FILE).replace('"atHome": [', '"atHome": 5, "x": [')],
  ])("answers %s with a Dutch error", (_, text) => {
    expect(parseFile(text)).toEqual({ ok: false, error: bad });
  });

  it("refuses a file far bigger than a device keeps", () => {
    expect(parseFile(" ".repeat(2_000_001))).toEqual({
      ok: false,
      error: "Dit bestand is te groot. Er is niets veranderd.",
    });
  });
});
