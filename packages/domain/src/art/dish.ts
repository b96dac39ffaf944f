import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";
import { normalize } from "../text/normalize";
import { PROTEINS, SPOONED } from "./proteins";
import { STAPLES } from "./staples";
import { hasWord, lineWords } from "./words";

/**
 * The dish a picture shows, beyond its main ingredient: an omelet is folded, roerei scrambled,
 * a stew stands in a pot, a sandwich lies on its bread. Chosen from the name first, then the
 * method and the steps, by general rules: a recipe renamed or added is drawn by the same rules.
 */
export type DishForm =
  | "plain"
  | "omelet"
  | "frittata"
  | "rolled"
  | "scrambled"
  | "muffins"
  | "eggsInSauce"
  | "eggCups"
  | "skewers"
  | "stew"
  | "bread"
  | "toastie"
  | "soup"
  | "broth"
  | "bake"
  | "salad"
  | "grains"
  | "smear"
  | "mash"
  | "parcel"
  | "stuffed"
  | "wraps"
  | "bites"
  | "yoghurtBowl"
  | "smoothie"
  | "dip";

export type Bread = "roggebrood" | "knackebrod";
/**
 * What a stuffed dish is made in: a hollowed cucumber, a mushroom cap, a pepper, half an egg, a
 * hollowed beefsteak tomato, a lettuce leaf cupped round its filling.
 */
export type Holder = "komkommer" | "portobello" | "paprika" | "ei" | "vleestomaat" | "slakommetje";

export interface Dish {
  form: DishForm;
  /**
   * The bread of a sandwich, the holder of a stuffed dish, the leaves of a salad, what a wrap
   * holds; what a smear, a mash, riced grains or a bake's crust is made of; an egg's sauce.
   */
  base: Bread | Holder | StapleKey | "yoghurt" | null;
}

const BREADS: readonly [RegExp, Bread][] = [
  [/roggebrood|volkorenbrood|boterham|toast/, "roggebrood"],
  [/knackebrod|crackers?/, "knackebrod"],
];

/** The bread a line or name is about, if any. */
export function breadIn(text: string): Bread | null {
  const folded = normalize(text);
  return BREADS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
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
const FRUIT_HEAD = /aardbei|framboz|bosbes|blauwe bes|peer|peren|appel|kiwi|mango|perzik|pruim/;

/** The first of the recipe's staples a (compound) word names: 'bloemkool' in 'bloemkoolpuree'. */
function stapleIn(word: string, staples: readonly StapleKey[]): StapleKey | null {
  return staples.find((key) => new RegExp(STAPLES[key].words.source).test(word)) ?? null;
}

/** Vegetables served whole or in florets, so a dish they lead looks like them as they are drawn. */
const SERVED_WHOLE: readonly StapleKey[] = [
  "asperge",
  "broccoli",
  "bloemkool",
  "sperziebonen",
  "spruitjes",
  "peultjes",
  "witlof",
  "paksoi",
  "champignon",
];

/**
 * The vegetable a name leads with when it names no protein before it ('Witte asperges met
 * beenham'): the dish is that vegetable, the protein comes with it.
 */
function leadStaple(head: string, input: DishInput): StapleKey | null {
  // 'Caprese van tomaat' is led by the caprese, not by the tomato it is made of.
  const words = lineWords(head.split(" van ")[0] ?? "");
  if (input.protein && hasWord(words, PROTEINS[input.protein])) return null;
  for (const word of words) {
    const key = input.staples.find((k) => hasWord([word], STAPLES[k].words));
    if (key) return SERVED_WHOLE.includes(key) ? key : null;
  }
  return null;
}

function stuffedHolder(name: string, input: DishInput): Holder | null {
  if (name.includes("bootjes") || (/gevulde?/.test(name) && name.includes("komkommer"))) return "komkommer";
  if (name.includes("portobello")) return "portobello";
  if (/gevulde?\s+\S*paprika/.test(name)) return "paprika";
  // 'Gevulde kerrie-eitjes' is as much a stuffed egg as 'gevulde eieren'.
  if (/gevulde?\s+\S*(?:eitjes|eieren)/.test(name) && input.protein === "egg") return "ei";
  if (/gevulde?\s+\S*toma(?:at|ten|atjes|tjes)\b/.test(name)) return "vleestomaat";
  if (/\bin\s+\S*(?:slablaadjes|slabladeren|slakommetjes)\b/.test(name)) return "slakommetje";
  return null;
}

/** Forms made of egg, told apart by name: folded, flat and cut in wedges, rolled up, scrambled. */
function eggForm(name: string, steps: string, input: DishInput): Dish | null {
  if (name.includes("frittata")) return { form: "frittata", base: null };
  if (/omelet\S*(?:wrap|rol)|omeletwrap/.test(name)) return { form: "rolled", base: null };
  if (name.includes("omelet")) return { form: "omelet", base: null };
  if (/roerei|scramble/.test(name)) return { form: "scrambled", base: null };
  if (input.protein !== "egg") return null;
  // Eggs broken into hollows in a simmering sauce: shakshuka and its kin.
  if (name.includes("shakshuka") || /kuiltjes?\b/.test(steps))
    return {
      form: "eggsInSauce",
      base: input.staples.find((s) => s === "tomaat" || s === "spinazie") ?? null,
    };
  if (/zachtgekookt|om in te dopen/.test(name) || steps.includes("eierdop"))
    return { form: "eggCups", base: null };
  return null;
}

/** 'X op knoflookyoghurt', 'X op bloemkoolpuree': a bed spread on the plate, the dish laid on it. */
function smear(bed: string, steps: string, input: DishInput): Dish | null {
  if (bed.endsWith("puree")) return { form: "smear", base: stapleIn(bed, input.staples) };
  // Yoghurt spooned into a bowl with fruit on top is a yoghurt bowl; spread out, it is a bed.
  if (/(?:yoghurt|kwark)$/.test(bed) && /\bstrijk\b[^.\n]*\buit\b/.test(steps))
    return { form: "smear", base: "yoghurt" };
  return null;
}

/**
 * What the name (or, for a few forms, the steps) says the dish is. Name and steps are read
 * normalised (no diacritics: 'ragoût' is 'ragout', 'saté' is 'sate') and keywords are found
 * inside Groene Boekje compounds ('rodelinzenragout', 'kerrie-eitjes', 'tofuscramble').
 */
export function chooseDish(input: DishInput): Dish {
  const name = normalize(input.name);
  const steps = normalize(input.instructions);
  // 'Kipsalade met appel op roggebrood': the head is what the dish is, the bed what it lies on.
  const head = name.split(/\s(?:met|op)\s/)[0] ?? "";
  const bed = /\sop\s+(?:een\s+)?(?:\S+\s+)?(\S+)$/.exec(name)?.[1] ?? "";
  const holder = stuffedHolder(name, input);
  if (holder) return { form: "stuffed", base: holder };
  if (/\bin\s+\S*bouillon\b/.test(name)) return { form: "broth", base: null };
  if (input.chapter === "Soepen" || /soep(?:je)?\b/.test(name)) return { form: "soup", base: null };
  if (/smoothie|shake/.test(name)) return { form: "smoothie", base: null };
  if (name.includes("muffin") || (input.protein === "egg" && steps.includes("muffinvorm")))
    return { form: "muffins", base: null };
  const egg = eggForm(name, steps, input);
  if (egg) return egg;
  if (/spies|sate\b/.test(name) || /\brijg\b/.test(steps)) return { form: "skewers", base: null };
  if (name.includes("tosti")) return { form: "toastie", base: breadIn(name) ?? "roggebrood" };
  const bread = breadIn(head) ?? breadIn(bed);
  if (bread) return { form: "bread", base: bread };
  // Smooth and thick, eaten from a small bowl with a spoon or something to dip: not a soup.
  if (/dip\b|hummus|tzatziki|spread\b|smeersel/.test(name)) return { form: "dip", base: null };
  if (input.chapter === "Sauzen & Basisrecepten") return { form: "plain", base: null };
  const spread = smear(bed, steps, input);
  if (spread) return spread;
  if (/stamppot|\S+puree\b/.test(head)) return { form: "mash", base: stapleIn(head, input.staples) };
  if (/tabouleh|nasi\b|rijst\b|couscous/.test(head))
    return { form: "grains", base: stapleIn(head, input.staples) };
  if (/pakketje|papillote/.test(name)) return { form: "parcel", base: null };
  if (
    input.preparationMethod !== "Blender" &&
    ((input.protein && SPOONED.includes(input.protein)) ||
      (input.protein === "cottagecheese" && FRUIT_HEAD.test(head)))
  )
    return { form: "yoghurtBowl", base: null };
  // A crust of mash on top ('onder een bloemkoolkorst') is a bake's, made of what it names.
  const crust = /(\S+)korst\b/.exec(name)?.[1];
  // A 'schotel' baked in the oven is a bake too ('Kerrieschotel').
  const ovenSchotel = input.preparationMethod === "Oven" && /schotel\b/.test(head);
  if (
    crust ||
    ovenSchotel ||
    /ovenschotel|lasagne|gratin|gegratineerd/.test(name) ||
    /\blagen\b|\blaagjes\b/.test(steps)
  )
    return { form: "bake", base: crust ? stapleIn(crust, input.staples) : null };
  if (
    /stoofpot|stoofschotel|stoofje|ragout|goulash|chili\b|eenpans/.test(head) ||
    /stoofpan|braadpan/.test(steps)
  )
    return { form: "stew", base: null };
  const wrapped = /\bin\s+(?:\S+\s+)?\S*(?:ham|bacon|spek)\b/.test(name) && steps.includes("wikkel");
  if (wrapped) return { form: "wraps", base: input.staples.find((s) => s !== "citroen") ?? null };
  if (/prikker|hapjes\b/.test(steps) && input.staples.includes("komkommer"))
    return { form: "bites", base: "komkommer" };
  // Ribbons or spirals of a vegetable ('courgettelinten') are a salad's bed like leaves are.
  if (/linten\b|slierten\b/.test(head)) return { form: "salad", base: stapleIn(head, input.staples) };
  // 'X op rucolasalade', 'Mozzarellasalade': the leaves the lines name are the salad's bed.
  if (/salade\b/.test(name))
    return { form: "salad", base: input.staples.find((s) => LEAVES.includes(s)) ?? null };
  return { form: "plain", base: leadStaple(head, input) };
}
