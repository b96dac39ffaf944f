import { describe, expect, it } from "vitest";

import { stalePictures } from "./stale-pictures";

const ORIGIN = "https://recepten.example";
const list = [
  { id: "soep", imageUrl: "/objects/recipe-images/soep.webp", art: { version: "v1" } },
  { id: "salade", imageUrl: null, art: { version: "v2" } },
];
const kept = [
  `${ORIGIN}/objects/recipe-images/soep.webp?w=640`,
  `${ORIGIN}/objects/recipe-images/weg.webp?w=320`,
  `${ORIGIN}/objects/recipe-images/hero.webp?w=1280`,
  `${ORIGIN}/art/recipe/salade.webp?v=v2&w=480`,
  `${ORIGIN}/art/recipe/salade.webp?v=oud&w=480`,
  `${ORIGIN}/art/recipe/verwijderd.webp?v=v9&w=480`,
  "https://images.example/kip.jpg",
];

describe("stalePictures", () => {
  it("names the pictures of deleted or changed recipes and uploads nothing shows any more", () => {
    expect(stalePictures(kept, list, "/objects/recipe-images/hero.webp", ORIGIN)).toEqual([
      `${ORIGIN}/objects/recipe-images/weg.webp?w=320`,
      `${ORIGIN}/art/recipe/salade.webp?v=oud&w=480`,
      `${ORIGIN}/art/recipe/verwijderd.webp?v=v9&w=480`,
    ]);
  });

  it("keeps every upload while the hero is not known, and everything without a list", () => {
    expect(stalePictures(kept, list, undefined, ORIGIN)).toEqual([
      `${ORIGIN}/art/recipe/salade.webp?v=oud&w=480`,
      `${ORIGIN}/art/recipe/verwijderd.webp?v=v9&w=480`,
    ]);
    expect(stalePictures(kept, null, null, ORIGIN)).toEqual([]);
  });
});
