import { describe, expect, it } from "vitest";

import { heroImageSources, imageSources, imageVariant, isImageWidth, sitePathOf } from "./images";

describe("image contract", () => {
  it("offers every variant the server makes of an upload, and no other", () => {
    expect(imageSources("/objects/recipe-images/abc", { sizes: "50vw", width: 640 })).toEqual({
      src: "/objects/recipe-images/abc?w=640",
      srcSet:
        "/objects/recipe-images/abc?w=320 320w, /objects/recipe-images/abc?w=640 640w, /objects/recipe-images/abc?w=1280 1280w",
      sizes: "50vw",
    });
  });

  it("uses any other image URL as it is", () => {
    expect(imageSources("https://example.nl/pasta.jpg", { sizes: "50vw", width: 640 })).toEqual({
      src: "https://example.nl/pasta.jpg",
    });
    expect(imageVariant("https://example.nl/pasta.jpg", 320)).toBe("https://example.nl/pasta.jpg");
    expect(imageVariant("/objects/recipe-images/abc", 320)).toBe("/objects/recipe-images/abc?w=320");
  });

  it("knows exactly the widths 320, 640 and 1280", () => {
    expect([320, 640, 1280].every(isImageWidth)).toBe(true);
    expect([0, 100, 2048].some(isImageWidth)).toBe(false);
  });

  it("gives the hero the bundled default or the chosen upload at full width", () => {
    expect(heroImageSources(null)).toEqual({
      src: "/hero.webp",
      srcSet: "/hero-800.webp 800w, /hero.webp 1600w",
      sizes: "100vw",
    });
    const hero = heroImageSources("/objects/recipe-images/hero");
    expect(hero.src).toBe("/objects/recipe-images/hero?w=1280");
    expect(hero.srcSet).not.toContain("2048w");
    expect(hero.sizes).toBe("100vw");
  });
});

describe("own-site image URLs", () => {
  const own = (origin: string) => /^https?:\/\/127\.0\.0\.1:4201$/i.test(origin);

  it("become the site path they name, over http and https", () => {
    expect(sitePathOf("http://127.0.0.1:4201/acceptatie-hero.png", own)).toBe("/acceptatie-hero.png");
    expect(sitePathOf(" https://127.0.0.1:4201/objects/recipe-images/abc?w=640 ", own)).toBe(
      "/objects/recipe-images/abc?w=640",
    );
    expect(sitePathOf("HTTP://127.0.0.1:4201", own)).toBe("/");
    expect(sitePathOf("http://127.0.0.1:4201?v=2", own)).toBe("/?v=2");
    // Refused later by the URL rules, as a path that would leave the site.
    expect(sitePathOf("http://127.0.0.1:4201//images.example/x.png", own)).toBe("//images.example/x.png");
  });

  it("leave every other value as it was", () => {
    for (const value of [
      "http://127.0.0.1:4202/hero.png",
      "http://example.nl/hero.png",
      "https://example.nl/hero.png",
      "http://user:pw@127.0.0.1:4201/hero.png",
      "ftp://127.0.0.1:4201/hero.png",
      "/objects/recipe-images/abc",
      "http://127.0.0.1:4201\\images.example/hero.png",
      "",
    ]) {
      expect(sitePathOf(value, own)).toBe(value);
    }
  });
});
