import { describe, expect, it } from "vitest";

import { matchesCmsSearch } from "./cms-search";

const soup = { name: "Crème brûlée van pompoen", chapter: "Soepen" } as const;

describe("CMS list search", () => {
  it("finds part of the name or the chapter, whatever the case", () => {
    expect(matchesCmsSearch(soup, "POMPOEN")).toBe(true);
    expect(matchesCmsSearch(soup, "soep")).toBe(true);
    expect(matchesCmsSearch(soup, "kip")).toBe(false);
  });

  it("ignores accents on either side", () => {
    expect(matchesCmsSearch(soup, "creme brulee")).toBe(true);
    expect(matchesCmsSearch({ name: "Creme fraiche dip", chapter: "Snacks" }, "crème")).toBe(true);
  });

  it("shows everything for an empty or blank search", () => {
    expect(matchesCmsSearch(soup, "")).toBe(true);
    expect(matchesCmsSearch(soup, "   ")).toBe(true);
  });
});
