import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";
import { PROTEINS } from "./proteins";
import { lineWords } from "./words";

/**
 * The dish a picture shows, beyond its main ingredient: an omelet is folded, roerei scrambled,
 * a stew stands in a pot, a sandwich lies on its bread. Chosen from the name first, then the
 * method and the steps, by general rules: a recipe renamed or added is drawn by the same rules.
 */
export type DishForm =
  | "plain"
  | "omelet"
  | "scrambled"
  | "muffins"
  | "skewers"
  | "stew"
  | "bread"
  | "soup"
  | "broth"
  | "bake"
  | "salad"
  | "stuffed"
  | "wraps"
  | "bites"
  | "yoghurtBowl"
  | "smoothie";

export type Bread = "roggebrood" | "knackebrod";
/** What a stuffed dish is made in: a hollowed cucumber, a mushroom cap, a pepper, half an egg. */
export type Holder = "komkommer" | "portobello" | "paprika" | "ei";

export interface Dish {
  form: DishForm;
  /** The bread of a sandwich, the holder of a stuffed dish, the leaves of a salad, what a wrap holds. */
  base: Bread | Holder | StapleKey | null;
}

/** How the protein is cut, as the name, its line or a step that names it says. */
export type Cut =
  "whole" | "strips" | "cubes" | "flakes" | "slices" | "shredded" | "crumbles" | "balls" | "drumsticks";

const BREADS: readonly [RegExp, Bread][] = [
  [/roggebrood|volkorenbrood|boterham|toast/, "roggebrood"],
  [/kn[aä]ckebr[oö]d|crackers?/, "knackebrod"],
];

/** The bread a line or name is about, if any. */
export function breadIn(text: string): Bread | null {
  const lower = text.toLowerCase();
  return BREADS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

export interface DishInput {
  name: string;
  chapter: string;
  preparationMethod: string;
  instructions: string;
  protein: ProteinKind | null;
  /** The staples the ingredient lines name, in order. */
  staples: readonly StapleKey[];
}

const LEAVES: readonly StapleKey[] = ["rucola", "sla", "spinazie"];

function stuffedHolder(name: string, input: DishInput): Holder | null {
  if (name.includes("bootjes") || (/gevulde?/.test(name) && name.includes("komkommer"))) return "komkommer";
  if (name.includes("portobello")) return "portobello";
  if (/gevulde?\s+\S*paprika/.test(name)) return "paprika";
  if (/gevulde?\s+(?:eitjes|eieren)/.test(name) && input.protein === "egg") return "ei";
  return null;
}

/** What the name (or, for a few forms, the steps) says the dish is. */
export function chooseDish(input: DishInput): Dish {
  const name = input.name.toLowerCase();
  const steps = input.instructions.toLowerCase();
  const holder = stuffedHolder(name, input);
  if (holder) return { form: "stuffed", base: holder };
  if (/\bin\s+\S*bouillon\b/.test(name)) return { form: "broth", base: null };
  if (input.chapter === "Soepen" || /soep\b/.test(name)) return { form: "soup", base: null };
  if (/smoothie|shake/.test(name)) return { form: "smoothie", base: null };
  if (name.includes("muffin") || (input.protein === "egg" && steps.includes("muffinvorm")))
    return { form: "muffins", base: null };
  if (/omelet|frittata/.test(name)) return { form: "omelet", base: null };
  if (name.includes("roerei")) return { form: "scrambled", base: null };
  if (/spies|\bsat[eé]\b/.test(name) || /\brijg\b/.test(steps)) return { form: "skewers", base: null };
  const bread = breadIn(name.split(/\s(?:met|op)\s/)[0] ?? "");
  if (bread) return { form: "bread", base: bread };
  if (input.chapter === "Sauzen & Basisrecepten") return { form: "plain", base: null };
  if (input.protein === "yoghurt" && input.preparationMethod !== "Blender")
    return { form: "yoghurtBowl", base: null };
  if (/stoofpot|stoofschotel|ragou?t|goulash|eenpans/.test(name) || /stoofpan|braadpan/.test(steps))
    return { form: "stew", base: null };
  if (/ovenschotel|lasagne|gratin|gegratineerd/.test(name) || /\blagen\b|\blaagjes\b/.test(steps))
    return { form: "bake", base: null };
  const wrapped = /\bin\s+(?:\S+\s+)?(?:ham|beenham|bacon)\b/.test(name) && steps.includes("wikkel");
  if (wrapped) return { form: "wraps", base: input.staples.find((s) => s !== "citroen") ?? null };
  if (/prikker|\bhapjes\b/.test(steps) && input.staples.includes("komkommer"))
    return { form: "bites", base: "komkommer" };
  // 'X op rucolasalade', 'Mozzarellasalade': the leaves the lines name are the salad's bed.
  if (/salade\b/.test(name))
    return { form: "salad", base: input.staples.find((s) => LEAVES.includes(s)) ?? null };
  return { form: "plain", base: null };
}

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
  chicken: /^(?:kip\S*|drumsticks?)$/,
  veal: /^(?:vlees|kalfs\S*)$/,
  whitefish: /^(?:vis\S*|kabeljauw\S*|schelvis\S*|zeebaars\S*|koolvis\S*)$/,
  salmon: /^zalm\S*$/,
  trout: /^forel\S*$/,
  meatballs: /^\S*gehakt\S*$/,
  tofu: /^tofu$/,
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

const FISH: readonly ProteinKind[] = ["salmon", "trout", "whitefish"];
