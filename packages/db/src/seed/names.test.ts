import { describe, expect, it } from "vitest";

import { SEED_RECIPES } from "./index";

/** Words that say nothing about what the dish is, the appliance it is cooked in included. */
const FILLER = new Set([
  "met",
  "en",
  "de",
  "het",
  "een",
  "van",
  "uit",
  "in",
  "op",
  "aan",
  "voor",
  "bij",
  "of",
  "oven",
  "airfryer",
]);

/** The words of a name that say what the dish is: lower case, split at spaces and hyphens. */
function significantWords(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      // One ingredient in two words.
      .replaceAll("cottage cheese", "cottagecheese")
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 2 && !FILLER.has(word)),
  );
}

/** Two names are too close when they share at least half of the words of the shorter one. */
function tooClose(a: string, b: string): boolean {
  const wordsA = significantWords(a);
  const wordsB = significantWords(b);
  const shared = [...wordsA].filter((word) => wordsB.has(word)).length;
  return shared * 2 >= Math.min(wordsA.size, wordsB.size);
}

describe("tooClose", () => {
  it("flags names that share half of their words", () => {
    expect(
      tooClose(
        "Groene ontbijtsmoothie met yoghurt, spinazie en avocado",
        "Groene smoothie met appel, spinazie en yoghurt",
      ),
    ).toBe(true);
    expect(
      tooClose(
        "Eiermuffins met paprika, spinazie en lente-ui uit de airfryer",
        "Mini-eiermuffins met spinazie en paprika",
      ),
    ).toBe(true);
    expect(
      tooClose(
        "Gestoomde groene asperges en spinazie met geitenkaas op roggebrood",
        "Gestoomde groene asperges in rauwe ham",
      ),
    ).toBe(true);
  });

  it("lets different dishes with one word in common pass", () => {
    expect(
      tooClose(
        "Roggebrood met cottage cheese, trostomaat en basilicum",
        "Roggebrood met beenham, radijs en gemarineerde komkommer",
      ),
    ).toBe(false);
    expect(
      tooClose("Gevulde eitjes met kerrie en bieslook", "Zacht roerei met spinazie, champignons en bieslook"),
    ).toBe(false);
  });
});

describe("SEED_RECIPES names", () => {
  it("has no two recipes whose names share half of their words", () => {
    const pairs: string[] = [];
    SEED_RECIPES.forEach((a, i) => {
      for (const b of SEED_RECIPES.slice(i + 1)) {
        if (tooClose(a.name, b.name)) pairs.push(`${a.name} ~ ${b.name}`);
      }
    });
    expect(pairs).toEqual([]);
  });
});
