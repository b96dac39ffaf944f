import type { ProteinKind } from "./proteins";
import { PROTEINS } from "./proteins";
import { lineWords } from "./words";

/** How the protein is cut, as the name, its line or a step that names it says. */
export type Cut =
  "whole" | "strips" | "cubes" | "flakes" | "slices" | "shredded" | "crumbles" | "balls" | "drumsticks";

const CUT_WORDS: readonly [RegExp, Cut][] = [
  [/^(?:reepjes|repen|reep)$/, "strips"],
  [/^(?:blokjes|blokken|dobbelsteentjes)$/, "cubes"],
  // Fish broken 'in stukjes' falls in flakes; meat cut in pieces is cubes.
  [/^(?:stukjes|stukken|vlokken)$/, "flakes"],
  [/^(?:plakjes|plakken)$/, "slices"],
  [/^(?:draadjes|pluk)$/, "shredded"],
  [/^rul$/, "crumbles"],
  [/^(?:balletjes|ballen)$/, "balls"],
];

/** The words a step may use for the protein besides its own name: 'het vlees', 'de vis'. */
const STEP_NOUNS: Partial<Record<ProteinKind, RegExp>> = {
  chicken: /^(?:kip\S*|drumsticks?|kalkoen\S*)$/,
  veal: /^(?:vlees|kalfs\S*|runder\S*|rundvlees|biefstuk\S*)$/,
  whitefish: /^(?:vis\S*|kabeljauw\S*|schelvis\S*|zeebaars\S*|koolvis\S*|haring\S*)$/,
  shrimp: /^(?:garnalen|gamba's)$/,
  mussels: /^mosselen$/,
  salmon: /^zalm\S*$/,
  trout: /^(?:forel\S*|makreel\S*)$/,
  meatballs: /^\S*gehakt\S*$/,
  tofu: /^tofu$/,
  tempeh: /^tempeh$/,
  turkey: /^(?:vlees|kalkoen\S*)$/,
  beef: /^(?:vlees|rund\S*|biefstuk\S*)$/,
  ham: /^\S*ham\S*$/,
};

function cutWord(word: string): Cut | null {
  return CUT_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** The first cut word after a word for the protein, in any clause of the steps. */
function cutInSteps(kind: ProteinKind, instructions: string): Cut | null {
  const noun = STEP_NOUNS[kind] ?? new RegExp(`^(?:${PROTEINS[kind].source})$`);
  for (const clause of instructions.toLowerCase().split(/[.;:\n]/)) {
    const words = lineWords(clause);
    const at = words.findIndex((word) => noun.test(word));
    if (at === -1) continue;
    for (const word of words.slice(at + 1)) {
      const cut = cutWord(word);
      if (cut) return cut;
    }
  }
  return null;
}

/** How the protein is cut: its line says so ('in blokjes', drumsticks), else the name, else a step. */
export function chooseCut(kind: ProteinKind, line: string, name: string, instructions: string): Cut {
  const lower = `${line} ${name}`.toLowerCase();
  if (lower.includes("drumstick")) return "drumsticks";
  if (kind === "meatballs") {
    if (lower.includes("balletjes")) return "balls";
    return cutInSteps(kind, instructions) === "crumbles" ? "crumbles" : "balls";
  }
  for (const word of lineWords(lower)) {
    const direct =
      cutWord(word) ?? (word.endsWith("reepjes") ? "strips" : word.endsWith("blokjes") ? "cubes" : null);
    if (direct) return direct;
  }
  if (/ceviche|tartaar/.test(lower)) return "cubes";
  const cut = cutInSteps(kind, instructions) ?? "whole";
  return cut === "flakes" && !FISH.includes(kind) ? "cubes" : cut;
}

const FISH: readonly ProteinKind[] = ["salmon", "trout", "whitefish", "oilyfish"];
