import { describe, expect, it } from "vitest";

import { nlArt } from "@repo/strings";

import { recipeArtLabel, recipeArtPath } from "./label";
import { artPath, artSources } from "./path";

const omelet = {
  id: "omelet",
  name: "Omelet",
  chapter: "Ontbijt",
  proteinType: "Ei",
  preparationMethod: "Pan",
  ingredients: ["2 eieren", "50 g spinazie"],
  instructions: "Klop de eieren los en bak de omelet.",
  icons: [],
  imageUrl: null,
} as const;

describe("recipeArtLabel", () => {
  it("describes the composed picture and carries the version its URL is made with", () => {
    const label = recipeArtLabel(omelet, nlArt);
    expect(label.alt).toBe("Illustratie van Omelet: omelet met spinazie in een koekenpan");
    expect(artPath(omelet.id, label.version)).toBe(recipeArtPath(omelet));
    expect(artPath(omelet.id, label.version, { theme: "dark" })).toBe(
      recipeArtPath(omelet, { theme: "dark" }),
    );
  });

  it("describes a photo as a photo", () => {
    expect(recipeArtLabel({ ...omelet, imageUrl: "/objects/omelet.webp" }, nlArt).alt).toBe(
      "Foto van Omelet",
    );
  });
});

describe("artPath", () => {
  it("builds the URL from the id and version alone", () => {
    expect(artPath("a b", "xhegil")).toBe("/art/recipe/a%20b.svg?v=xhegil");
    expect(artPath("abc", "xhegil", { theme: "dark", format: "png" })).toBe(
      "/art/recipe/abc.png?v=xhegil&theme=dark",
    );
  });
});

describe("artSources", () => {
  it("offers the picture as WebP in every width of ART_WIDTHS, 640 by default", () => {
    expect(artSources("abc", "v1", { theme: "dark", sizes: "50vw" })).toEqual({
      src: "/art/recipe/abc.webp?v=v1&w=640&theme=dark",
      srcSet: [320, 480, 640, 960, 1280]
        .map((w) => `/art/recipe/abc.webp?v=v1&w=${w}&theme=dark ${w}w`)
        .join(", "),
      sizes: "50vw",
    });
  });
});
