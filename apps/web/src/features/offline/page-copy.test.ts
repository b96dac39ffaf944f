import { describe, expect, it } from "vitest";

import { isCopyOfPath } from "./page-copy";

const answer = (location?: string) =>
  new Response("<html></html>", { headers: location ? { "content-location": location } : {} });

describe("the offline copy of a page", () => {
  it("keeps the page the server says is its path's own", () => {
    expect(isCopyOfPath("https://recepten.example/", answer("/"))).toBe(true);
    expect(isCopyOfPath("https://recepten.example/recipe/abc?porties=4", answer("/recipe/abc"))).toBe(true);
    expect(isCopyOfPath("https://recepten.example/weekmenu?week=x", answer("/weekmenu"))).toBe(true);
  });

  it("never keeps a page painted for a search in place of the plain page", () => {
    expect(isCopyOfPath("https://recepten.example/?q=kip", answer())).toBe(false);
    expect(isCopyOfPath("https://recepten.example/?eiwit=abc", answer())).toBe(false);
  });

  it("never keeps another path's page under this one", () => {
    expect(isCopyOfPath("https://recepten.example/recipe/abc", answer("/recipe/def"))).toBe(false);
    expect(isCopyOfPath("https://recepten.example/", answer("https://elders.example/"))).toBe(false);
  });
});
