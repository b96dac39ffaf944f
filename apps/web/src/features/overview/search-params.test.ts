import { describe, expect, it } from "vitest";

import { EMPTY_FILTERS } from "@repo/domain";

import { parseOverviewSearch, toFilterState } from "./search-params";
import { toSearch } from "./search-url";

describe("the time filter and the order in the URL", () => {
  it("reads known limits and orders, and leaves the default order out", () => {
    expect(parseOverviewSearch({ tijd: ["15", "30"], sortering: "tijd" })).toMatchObject({
      tijd: ["15", "30"],
      sortering: "tijd",
    });
    // A hand-typed ?tijd=15 arrives as a number.
    expect(parseOverviewSearch({ tijd: 15 }).tijd).toEqual(["15"]);
    expect(parseOverviewSearch({ sortering: "relevantie" }).sortering).toBeUndefined();
  });

  it("drops what it does not know, never an error", () => {
    const read = parseOverviewSearch({ tijd: ["99", { x: 1 }], sortering: "snel" });
    expect(read.tijd).toBeUndefined();
    expect(read.sortering).toBeUndefined();
    expect(toFilterState(read)).toMatchObject({ maxTimes: [], sort: "relevantie" });
  });

  it("writes them back as it reads them, and nothing for the plain overview", () => {
    const state = { ...EMPTY_FILTERS, maxTimes: ["10" as const], sort: "nieuw" as const };
    expect(toSearch(state)).toMatchObject({ tijd: ["10"], sortering: "nieuw" });
    expect(toFilterState(parseOverviewSearch({ ...toSearch(state) }))).toMatchObject({
      maxTimes: ["10"],
      sort: "nieuw",
    });
    expect(JSON.stringify(toSearch(EMPTY_FILTERS))).toBe("{}");
  });
});
