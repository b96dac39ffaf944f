import { describe, expect, it } from "vitest";

import { rowsAfterEnter, rowsAfterPaste, splitPastedLines } from "./ingredient-rows";

describe("splitPastedLines", () => {
  it("gives one ingredient per line, without blank lines or list markers", () => {
    expect(
      splitPastedLines("2 eieren\r\n\n- ½ rode ui\n• 1 teentje knoflook \n3. 2 takjes tijm\n4) zout"),
    ).toEqual(["2 eieren", "½ rode ui", "1 teentje knoflook", "2 takjes tijm", "zout"]);
  });

  it("leaves amounts that only look like a list number alone", () => {
    expect(splitPastedLines("1 el olijfolie\n1,5 dl bouillon\n250 g spinazie")).toEqual([
      "1 el olijfolie",
      "1,5 dl bouillon",
      "250 g spinazie",
    ]);
  });
});

describe("rowsAfterEnter", () => {
  it("adds an empty row right after the current one and moves there", () => {
    expect(rowsAfterEnter(["2 eieren", "1 el olijfolie"], 0)).toEqual({
      rows: ["2 eieren", "", "1 el olijfolie"],
      focus: 1,
    });
    expect(rowsAfterEnter(["2 eieren"], 0)).toEqual({ rows: ["2 eieren", ""], focus: 1 });
  });

  it("moves to an empty next row instead of adding another", () => {
    expect(rowsAfterEnter(["2 eieren", ""], 0)).toEqual({ rows: ["2 eieren", ""], focus: 1 });
  });
});

describe("rowsAfterPaste", () => {
  it("turns three pasted lines in an empty row into three rows", () => {
    expect(
      rowsAfterPaste(
        ["2 eieren", ""],
        1,
        { start: 0, end: 0 },
        "½ rode ui\n1 teentje knoflook\n2 takjes tijm\n",
      ),
    ).toEqual({ rows: ["2 eieren", "½ rode ui", "1 teentje knoflook", "2 takjes tijm"], focus: 3 });
  });

  it("keeps the text around the selection on the first and last line", () => {
    expect(rowsAfterPaste(["250 g XX olijfolie", "zout"], 0, { start: 6, end: 8 }, "spinazie\n1 el")).toEqual(
      {
        rows: ["250 g spinazie", "1 el olijfolie", "zout"],
        focus: 1,
      },
    );
  });

  it("leaves a single line to the input itself", () => {
    expect(rowsAfterPaste([""], 0, { start: 0, end: 0 }, "2 eieren\n")).toBeNull();
  });
});
