import { describe, expect, it } from "vitest";

import { detectProteins, otherProteins } from "./protein-warning";

describe("detectProteins", () => {
  it("finds chicken in compound words", () => {
    expect(detectProteins(["120 g kipfilet"])).toEqual(["Kip"]);
    expect(detectProteins(["2 kippendijen"])).toEqual(["Kip"]);
  });

  it("finds eggs but not the 'ei' inside prei or klei", () => {
    expect(detectProteins(["2 eieren"])).toEqual(["Ei"]);
    expect(detectProteins(["1 ei", "1 scharrelei"])).toEqual(["Ei"]);
    expect(detectProteins(["1 stengel prei", "200 g preistukjes"])).toEqual([]);
  });

  it("finds fish, with haddock as its own type", () => {
    expect(detectProteins(["125 g zalmfilet"])).toEqual(["Vis"]);
    expect(detectProteins(["150 g kabeljauw"])).toEqual(["Vis"]);
    expect(detectProteins(["150 g schelvisfilet"])).toEqual(["Schelvis"]);
    expect(detectProteins(["150 g witvis"])).toEqual(["Vis"]);
  });

  it("finds dairy, veal, ham and pulses", () => {
    expect(detectProteins(["150 g Griekse yoghurt"])).toEqual(["Yoghurt"]);
    expect(detectProteins(["50 g geitenkaas"])).toEqual(["Geitenkaas"]);
    expect(detectProteins(["125 g cottage cheese"])).toEqual(["Cottage cheese"]);
    expect(detectProteins(["100 g kalfsgehakt", "2 plakjes achterham"])).toEqual(["Kalfsgehakt", "Ham"]);
    expect(detectProteins(["100 g rode linzen", "100 g kikkererwten"])).toEqual(["Linzen", "Kikkererwten"]);
    expect(detectProteins(["100 g witte bonen", "100 g kidneybonen"])).toEqual(["Peulvruchten"]);
  });

  it("ignores vegetables, spices, stock and sauces that look like proteins", () => {
    expect(
      detectProteins([
        "200 g sperziebonen",
        "100 g groene bonen",
        "snufje nootmuskaat",
        "1 el sojasaus",
        "250 ml kippenbouillon",
        "1 tl vissaus",
        "1 hamburgerbroodje",
      ]),
    ).toEqual([]);
  });

  it("reads accents and capitals the same", () => {
    expect(detectProteins(["125 g Hüttenkäse"])).toEqual(["Cottage cheese"]);
    expect(detectProteins(["KIPFILET"])).toEqual(["Kip"]);
  });
});

describe("otherProteins", () => {
  it("is empty when the ingredients hold only the chosen protein", () => {
    expect(otherProteins(["120 g kipfilet", "100 g sla"], "Kip")).toEqual([]);
  });

  it("names proteins other than the chosen one", () => {
    expect(otherProteins(["120 g kipfilet", "1 ei"], "Kip")).toEqual(["Ei"]);
    expect(otherProteins(["125 g zalm"], "Kip")).toEqual(["Vis"]);
  });

  it("accepts a type of the same protein group: a specific type under its general one, pulses with pulses, dairy with dairy", () => {
    expect(otherProteins(["150 g schelvis"], "Vis")).toEqual([]);
    expect(otherProteins(["150 g witvis"], "Schelvis")).toEqual([]);
    expect(otherProteins(["100 g linzen"], "Peulvruchten")).toEqual([]);
    expect(otherProteins(["100 g kikkererwten"], "Linzen")).toEqual([]);
    expect(otherProteins(["125 g cottage cheese"], "Yoghurt")).toEqual([]);
    // Goat's cheese is a group of its own, apart from cow's milk.
    expect(otherProteins(["50 g geitenkaas"], "Yoghurt")).toEqual(["Geitenkaas"]);
  });

  it("lets a vegetarian meal hold eggs and dairy but not meat or fish", () => {
    expect(otherProteins(["2 eieren", "50 g geitenkaas"], "Vegetarisch")).toEqual([]);
    expect(otherProteins(["2 plakjes ham"], "Vegetarisch")).toEqual(["Ham"]);
  });

  it("says nothing before a protein type is chosen", () => {
    expect(otherProteins(["120 g kipfilet"], "")).toEqual([]);
  });
});
