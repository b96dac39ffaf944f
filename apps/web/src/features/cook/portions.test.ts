import { describe, expect, it } from "vitest";

import { parsePortionsSearch } from "./portions-search";

describe("parsePortionsSearch", () => {
  it("keeps a whole number of people from 1 to 50", () => {
    expect(parsePortionsSearch({ porties: 4 })).toStrictEqual({ porties: 4 });
    expect(parsePortionsSearch({ porties: "6" })).toEqual({ porties: 6 });
    expect(parsePortionsSearch({ porties: 1 })).toEqual({ porties: 1 });
    expect(parsePortionsSearch({ porties: 50 })).toEqual({ porties: 50 });
  });

  it("drops anything else instead of failing the page", () => {
    for (const porties of [0, -2, 51, 2.5, "vier", "", "1e1", null, [4], { n: 4 }, Number.NaN]) {
      expect(parsePortionsSearch({ porties })).toStrictEqual({ porties: undefined });
    }
    expect(parsePortionsSearch({})).toStrictEqual({ porties: undefined });
  });
});
