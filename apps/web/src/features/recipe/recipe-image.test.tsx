import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { IMAGE_PREFIX } from "@repo/domain";

import { RecipeImage } from "./recipe-image";

const art = { version: "abc123", alt: "Illustratie van Tzatziki: dip van yoghurt in een kom" };

function srcs(markup: string): string[] {
  return [...markup.matchAll(/ src="([^"]+)"/g)].map((m) => m[1] ?? "");
}

describe("RecipeImage: an uploaded photo always wins over the composed picture", () => {
  it("shows an uploaded photo alone, in its own variants, with the photo's alt text", () => {
    const markup = renderToStaticMarkup(
      <RecipeImage
        recipe={{ id: "r1", imageUrl: `${IMAGE_PREFIX}tzatziki.webp`, art }}
        alt="Foto van Tzatziki"
        sizes="100vw"
      />,
    );
    expect(srcs(markup)).toEqual([`${IMAGE_PREFIX}tzatziki.webp?w=640`]);
    expect(markup).toContain(`${IMAGE_PREFIX}tzatziki.webp?w=1280 1280w`);
    expect(markup).toContain('alt="Foto van Tzatziki"');
    expect(markup).not.toContain("/art/recipe/");
    expect(markup).not.toContain("Illustratie van");
  });

  it("shows a linked photo on another host as it is, never the composed picture", () => {
    const markup = renderToStaticMarkup(
      <RecipeImage
        recipe={{ id: "r1", imageUrl: "https://example.org/tzatziki.jpg", art }}
        alt="Foto van Tzatziki"
        sizes="100vw"
      />,
    );
    expect(srcs(markup)).toEqual(["https://example.org/tzatziki.jpg"]);
    expect(markup).not.toContain("/art/recipe/");
  });

  it("shows the composed picture, light and dark, only where there is no photo", () => {
    const markup = renderToStaticMarkup(
      <RecipeImage recipe={{ id: "r1", imageUrl: null, art }} alt="Foto van Tzatziki" sizes="100vw" />,
    );
    expect(srcs(markup)).toEqual([
      "/art/recipe/r1.webp?v=abc123&amp;w=640",
      "/art/recipe/r1.webp?v=abc123&amp;w=640&amp;theme=dark",
    ]);
    expect(markup).toContain(`alt="${art.alt}"`);
  });
});
