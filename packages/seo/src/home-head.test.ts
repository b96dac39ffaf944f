import { describe, expect, it } from "vitest";

import { DEFAULT_SOCIAL_IMAGE } from "./head";
import { emptyValues, ORIGIN } from "./head-fixtures";
import { homeHead } from "./home-head";

describe("the home page's head", () => {
  it("gives the home page's social image an alt text", () => {
    const { meta } = homeHead({ origin: ORIGIN, heroImageUrl: null, recipes: [] });
    expect(meta).toContainEqual({ property: "og:image", content: `${ORIGIN}${DEFAULT_SOCIAL_IMAGE}` });
    expect(meta).toContainEqual({
      property: "og:image:alt",
      content: "Tafel met verse groenten, kruiden en een salade",
    });
  });

  it("gives the home page a WebSite and an ItemList of the recipes", () => {
    const head = homeHead({
      origin: ORIGIN,
      heroImageUrl: null,
      recipes: [
        { id: "a", name: "Omelet" },
        { id: "b", name: "Kipsalade" },
      ],
    });
    expect(head.links[0]).toEqual({ rel: "canonical", href: `${ORIGIN}/` });
    // The hero image starts downloading with the HTML.
    expect(head.links[1]).toMatchObject({
      rel: "preload",
      as: "image",
      href: "/hero.webp",
      fetchpriority: "high",
    });
    const [site, list] = head.jsonLd;
    expect(site).toMatchObject({ "@type": "WebSite", url: `${ORIGIN}/`, inLanguage: "nl-NL" });
    expect(list).toMatchObject({
      "@type": "ItemList",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${ORIGIN}/recipe/a`, name: "Omelet" },
        { "@type": "ListItem", position: 2, url: `${ORIGIN}/recipe/b`, name: "Kipsalade" },
      ],
    });
    expect(emptyValues(head.jsonLd)).toEqual([]);
  });

  it("uses the hero image as the home page's social image", () => {
    const head = homeHead({ origin: ORIGIN, heroImageUrl: "/objects/recipe-images/hero", recipes: [] });
    expect(head.meta).toContainEqual({
      property: "og:image",
      content: `${ORIGIN}/objects/recipe-images/hero`,
    });
  });
});
