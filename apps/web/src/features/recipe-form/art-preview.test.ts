import { describe, expect, it } from "vitest";

import { draftArt } from "./art-preview";

const draft = {
  name: "  Omelet met spinazie ",
  chapter: "Ontbijt",
  proteinType: "Ei",
  preparationMethod: "Pan",
  ingredients: [" 2 eieren", "", "100 g spinazie  ", "   "],
  instructions: "Klop de eieren los.\nBak de omelet.",
  icons: ["warm"],
};

describe("draftArt", () => {
  it("gives the picture's data as the saved recipe will hold it", () => {
    expect(draftArt(draft)).toEqual({
      name: "Omelet met spinazie",
      chapter: "Ontbijt",
      proteinType: "Ei",
      preparationMethod: "Pan",
      ingredients: ["2 eieren", "100 g spinazie"],
      instructions: "Klop de eieren los.\nBak de omelet.",
      icons: ["warm"],
    });
  });

  it("waits until chapter, protein type and method are chosen", () => {
    expect(draftArt({ ...draft, chapter: "" })).toBeNull();
    expect(draftArt({ ...draft, proteinType: "" })).toBeNull();
    expect(draftArt({ ...draft, preparationMethod: "Magnetron" })).toBeNull();
  });
});
