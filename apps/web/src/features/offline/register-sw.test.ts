import { describe, expect, it } from "vitest";

import { knownToKeep, MAX_KEPT_AHEAD } from "./register-sw";

const list = (ids: string[]) => ({ result: { data: ids.map((id) => ({ id, name: `Recept ${id}` })) } });

describe("knownToKeep", () => {
  it("fetches ahead only saved ids the collection has, in saved order", () => {
    expect(knownToKeep(["b", "planted", "a"], list(["a", "b", "c"]))).toEqual(["b", "a"]);
  });

  it("fetches 500 planted ids ahead not at all, and real ones at most 50", () => {
    const planted = Array.from({ length: 500 }, (_, i) => `nep-${i}`);
    expect(knownToKeep(planted, list(["a", "b"]))).toEqual([]);
    const real = Array.from({ length: 500 }, (_, i) => `r${i}`);
    expect(knownToKeep(real, list(real))).toHaveLength(MAX_KEPT_AHEAD);
    expect(MAX_KEPT_AHEAD).toBe(50);
  });

  it("fetches nothing ahead without a readable list", () => {
    expect(knownToKeep(["a"], null)).toEqual([]);
    expect(knownToKeep(["a"], { result: { data: "x" } })).toEqual([]);
  });
});
