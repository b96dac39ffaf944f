import { describe, expect, it } from "vitest";

import { findDurations } from "./durations";

/** The phrases found in a step and their seconds. */
function found(step: string): [string, number][] {
  return findDurations(step).map((d) => [d.text, d.seconds]);
}

describe("findDurations", () => {
  it("finds minutes, hours and seconds with their positions", () => {
    const step = "Bak de kip 25 minuten in de oven.";
    expect(findDurations(step)).toEqual([
      { text: "25 minuten", start: 11, end: 21, seconds: 1500, label: "25 minuten" },
    ]);
    expect(found("Laat 1 minuut rusten.")).toEqual([["1 minuut", 60]]);
    expect(found("Stoof het vlees 1 uur.")).toEqual([["1 uur", 3600]]);
    expect(found("Pureer 30 seconden.")).toEqual([["30 seconden", 30]]);
    expect(found("Kook 8 min en giet af.")).toEqual([["8 min", 480]]);
  });

  it("takes the upper bound of a range", () => {
    expect(found("Bak 10-12 min tot goudbruin.")).toEqual([["10-12 min", 720]]);
    expect(found("Bak 10–12 minuten.")).toEqual([["10–12 minuten", 720]]);
    expect(found("Kook 2 tot 3 minuten.")).toEqual([["2 tot 3 minuten", 180]]);
    expect(found("Kook 8 à 10 minuten.")).toEqual([["8 à 10 minuten", 600]]);
  });

  it("reads decimals, fractions and words", () => {
    expect(found("Stoof 1,5 uur.")).toEqual([["1,5 uur", 5400]]);
    expect(found("Stoof 1½ uur.")).toEqual([["1½ uur", 5400]]);
    expect(found("Stoof anderhalf uur.")).toEqual([["anderhalf uur", 5400]]);
    expect(found("Laat een half uur marineren.")).toEqual([["een half uur", 1800]]);
    expect(found("Laat een halfuur marineren.")).toEqual([["een halfuur", 1800]]);
    expect(found("Laat een halve minuut staan.")).toEqual([["een halve minuut", 30]]);
    expect(found("Laat een kwartier rusten.")).toEqual([["een kwartier", 900]]);
    expect(found("Bak twee minuten.")).toEqual([["twee minuten", 120]]);
    expect(found("Een minuut roeren.")).toEqual([["Een minuut", 60]]);
  });

  it("joins an hour and its minutes into one duration", () => {
    expect(found("Stoof 1 uur en 15 minuten.")).toEqual([["1 uur en 15 minuten", 4500]]);
    expect(found("Stoof 1 uur 15 minuten.")).toEqual([["1 uur 15 minuten", 4500]]);
    expect(found("Stoof 1 uur en een kwartier.")).toEqual([["1 uur en een kwartier", 4500]]);
  });

  it("keeps separate durations apart", () => {
    expect(found("Bak 5 minuten, draai om en bak nog 3 minuten.")).toEqual([
      ["5 minuten", 300],
      ["3 minuten", 180],
    ]);
    expect(found("Bak 3 minuten en 5 minuten.")).toEqual([
      ["3 minuten", 180],
      ["5 minuten", 300],
    ]);
  });

  it("ignores temperatures, sizes, amounts and vague times", () => {
    expect(found("Verwarm de oven voor op 180 °C.")).toEqual([]);
    expect(found("Snijd in blokjes van 2 cm.")).toEqual([]);
    expect(found("Voeg 200 g spinazie toe.")).toEqual([]);
    expect(found("Bak een paar minuten.")).toEqual([]);
    expect(found("Bak enkele minuten.")).toEqual([]);
    expect(found("Snijd de minneola in partjes.")).toEqual([]);
    expect(found("Roer elke minuut.")).toEqual([]);
  });

  it("does not read a number inside another as a duration", () => {
    expect(found("Bak 1,5 uur")).toEqual([["1,5 uur", 5400]]);
    expect(found("Pagina 12min")).toEqual([["12min", 720]]);
    expect(found("Code A12 minuten")).toEqual([]);
  });
});
