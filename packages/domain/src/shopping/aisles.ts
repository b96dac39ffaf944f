import { normalize } from "../text/normalize";
import { AISLE_WORDS as WORDS } from "./aisle-words";

/** The shop's aisles in the order a walk through a Dutch supermarket meets them. */
export const AISLES = [
  "groente",
  "vlees",
  "zuivel",
  "brood",
  "houdbaar",
  "kruiden",
  "olie",
  "diepvries",
  "overig",
] as const;

export type Aisle = (typeof AISLES)[number];

/** Fresh herbs lie with the vegetables; dried or ground, the same herb is on the spice rack. */
const DRIED = /\b(gedroogde?|gemalen)\b/;
/** A note that says where it comes from: a tin, a jar or the freezer. */
const FROZEN = /\bdiepvries\b/;
const FRESH_OR_FROZEN = /\bvers of diepvries\b/;
const PRESERVED = /\buit (blik|pot)\b/;

/** Words this short ('ui', 'ei', 'kip') only count on their own, never inside 'suiker' or 'prei'. */
const WHOLE_WORD_MAX = 3;

const TABLE = Object.entries(WORDS)
  .flatMap(([aisle, words]) =>
    words.map((word) => {
      const w = normalize(word);
      const found =
        w.length > WHOLE_WORD_MAX
          ? (text: string) => text.includes(w)
          : (text: string) => new RegExp(`(^|[^a-z])${w}($|[^a-z])`).test(text);
      return { length: w.length, found, aisle: aisle as Aisle };
    }),
  )
  .sort((a, b) => b.length - a.length);

/**
 * The aisle an ingredient is found in, from its name and its note ('edamameboontjes' with
 * '(gepeld, diepvries)' is frozen); 'overig' when the name says nothing the table knows.
 */
export function aisleOf(name: string, note = ""): Aisle {
  const text = normalize(`${name} ${note}`);
  if (FROZEN.test(text) && !FRESH_OR_FROZEN.test(text)) return "diepvries";
  if (PRESERVED.test(text)) return "houdbaar";
  const found = TABLE.find((entry) => entry.found(text))?.aisle ?? "overig";
  return found === "groente" && DRIED.test(text) ? "kruiden" : found;
}

/** Tap water is on a recipe's list, never on a shopping list. */
export function isTapWater(name: string): boolean {
  return /^(koud |warm |heet |lauw )?(kraan)?water$/.test(normalize(name));
}
