// The shopping list as it is read: every added recipe's lines, scaled to its portions, merged
// into one line per ingredient and grouped by aisle. What is stored stays what was added.
import type { Aisle } from "./aisles";
import type { ShopUnit } from "./shop-units";
import type { ShoppingEntry } from "./shopping-entries";
import type { Sum } from "./shopping-sums";
import { keepUnitsTogether } from "../quantity/nbsp";
import { parseIngredient, scaleQuantity } from "../quantity/quantity";
import { stem } from "../search/search";
import { normalize } from "../text/normalize";
import { aisleOf, AISLES, isTapWater } from "./aisles";
import { foodName, shopUnitOf } from "./shop-units";
import { addSum, family, formatSums, nameForPieces, shopAmount } from "./shopping-sums";

/** Who needs a line, and how much of it. */
export interface ShoppingSource {
  recipeId: string | null;
  name: string;
  /** '800 g', '2 el + 1 tl'; empty for 'naar smaak'. */
  amount: string;
  /** The recipe's own note ('in reepjes') when the line does not carry it for all. */
  note: string;
}

export interface ShoppingLine {
  /** The ingredient, plural and notes folded: what a tick is kept by. */
  key: string;
  aisle: Aisle;
  /** '1,2 kg kipfilet', with a non-breaking space between each amount and its unit. */
  text: string;
  sources: ShoppingSource[];
}

export interface ShoppingGroup {
  aisle: Aisle;
  lines: ShoppingLine[];
}

/** The name and its notes: brackets and what follows a comma are notes ('uit pot, uitgelekt'). */
function splitNote(rest: string): { name: string; note: string } {
  const notes: string[] = [];
  let name = rest.replace(/\s*\(([^)]*)\)/g, (_, inner: string) => {
    notes.push(inner.trim());
    return "";
  });
  const comma = name.indexOf(",");
  if (comma !== -1) {
    notes.push(name.slice(comma + 1).trim());
    name = name.slice(0, comma);
  }
  return { name: name.trim(), note: notes.filter((n) => n !== "").join(", ") };
}

/** One ingredient written two ways ('kipfilet', 'Kipfilets') is one key. */
export function ingredientKey(name: string): string {
  return normalize(name)
    .split(/\s+/)
    .map((word) => word.split("-").map(stem).join("-"))
    .join(" ");
}

/** 'peper en zout naar smaak' is two things to buy: 'peper naar smaak' and 'zout naar smaak'. */
function splitTaste(line: string): string[] {
  const both = /^(.+?) en (.+?) naar smaak$/i.exec(line.trim());
  return both ? [`${both[1]} naar smaak`, `${both[2]} naar smaak`] : [line.trim()];
}

const TASTE = /\s+naar smaak$/i;

/** What a line asks for: the food (how it is cut left off), its note, and its shop unit. */
function identify(rest: string) {
  const { name, note } = splitNote(rest);
  const food = foodName(name.replace(TASTE, ""));
  const shop = shopUnitOf(food);
  const key = ingredientKey(shop?.shop.name ?? food);
  return { food, note, shop, key, taste: TASTE.test(name) };
}

interface Gathered {
  key: string;
  name: string;
  /** The name as the first recipe writes it ('tomaten'), for a weight that stays a weight. */
  written: string;
  aisle: Aisle;
  taste: boolean;
  shop: ShopUnit | undefined;
  /** The need in shop units, for what the shop unit's yields can convert. */
  shopUnits: number;
  /** The amounts behind `shopUnits`, as written: a loose vegetable only weighed keeps its weight. */
  converted: Sum[];
  /** Amounts the shop unit cannot convert, or of a food without one. */
  sums: Sum[];
  /** Each recipe's own amounts, by the name it writes ('citroensap'), as it wrote them. */
  sources: (ShoppingSource & { parts: Map<string, Sum[]> })[];
}

function readLines(entry: ShoppingEntry, into: Map<string, Gathered>) {
  const factor = entry.recipeId === null ? 1 : entry.portions / entry.servings;
  for (const line of entry.lines.flatMap(splitTaste)) {
    const quantity = scaleQuantity(parseIngredient(line), factor);
    const { food, note, shop, key, taste } = identify(quantity.rest);
    if (food === "" || isTapWater(food)) continue;
    const name = shop?.shop.name ?? food;
    let gathered = into.get(key);
    if (!gathered) {
      gathered = {
        key,
        name,
        written: food,
        aisle: aisleOf(name, note),
        taste,
        shop: shop?.shop,
        shopUnits: 0,
        converted: [],
        sums: [],
        sources: [],
      };
      into.set(key, gathered);
    }
    gathered.taste &&= taste;
    let source = gathered.sources.find((s) => s.recipeId === entry.recipeId && s.name === entry.name);
    if (!source) {
      source = { recipeId: entry.recipeId, name: entry.name, amount: "", note, parts: new Map() };
      gathered.sources.push(source);
    } else if (note !== "" && !source.note.includes(note)) {
      source.note = source.note === "" ? note : `${source.note}, ${note}`;
    }
    if (quantity.amount === undefined) continue;
    const [min, max] =
      typeof quantity.amount === "number" ? [quantity.amount, quantity.amount] : quantity.amount;
    const { family: fam, factor: size } = family(quantity.unit);
    const sum = { family: fam, unit: quantity.unit, min: min * size, max: max * size };
    const part = source.parts.get(food) ?? [];
    addSum(part, sum);
    source.parts.set(food, part);
    const per = shop?.per(quantity.unit);
    if (per === undefined) addSum(gathered.sums, sum);
    else {
      gathered.shopUnits += max * per;
      addSum(gathered.converted, sum);
    }
  }
}

/** A recipe's own amounts on a line; where it names the food otherwise ('citroensap'), with that name. */
function sourceAmount(gathered: Gathered, parts: Map<string, Sum[]>): string {
  return [...parts]
    .map(([food, sums]) =>
      gathered.shop && (parts.size > 1 || ingredientKey(food) !== gathered.key)
        ? `${formatSums(sums)} ${food}`
        : formatSums(sums),
    )
    .join(" + ");
}

function toLine(gathered: Gathered): ShoppingLine {
  const notes = new Set(gathered.sources.map((s) => s.note));
  const [shared] = notes.size === 1 ? [...notes] : [""];
  const onlyWeighed = gathered.shop?.loose && gathered.converted.every((sum) => sum.family === "g");
  const sums = onlyWeighed ? [...gathered.converted, ...gathered.sums] : gathered.sums;
  const bought =
    gathered.shop && !onlyWeighed && gathered.shopUnits > 0
      ? shopAmount(gathered.shop, gathered.shopUnits)
      : undefined;
  const rest = formatSums(sums, true);
  const amount = [bought?.text, rest].filter((part) => part !== undefined && part !== "").join(" + ");
  // A shop unit's text names the food itself; other amounts are followed by the name.
  // A shop amount names the food itself ('1 bosje peterselie', '2 citroenen').
  const name = bought
    ? rest === ""
      ? ""
      : gathered.name
    : nameForPieces(onlyWeighed ? gathered.written : gathered.name, sums);
  const taste = amount === "" && gathered.taste ? "naar smaak" : "";
  // '1 blik tomatenblokjes' says 'uit blik' already.
  const unitNote = bought && gathered.shop?.unit ? `uit ${gathered.shop.unit[0]}` : undefined;
  const note = (shared ?? "")
    .split(", ")
    .filter((part) => part !== unitNote)
    .join(", ");
  const details = [bought?.detail ?? "", note].filter((part) => part !== "").join(", ");
  const text =
    [amount, name, taste].filter((part) => part !== "").join(" ") + (details ? ` (${details})` : "");
  return {
    key: gathered.key,
    aisle: gathered.aisle,
    text: keepUnitsTogether(text),
    sources: gathered.sources.map(({ parts, note, ...source }) => ({
      ...source,
      amount: keepUnitsTogether(sourceAmount(gathered, parts)),
      note: shared ? "" : note,
    })),
  };
}

/** Within an aisle by ingredient, as a shopper scans for it, not by amount. */
const byName = (a: ShoppingLine, b: ShoppingLine) => a.key.localeCompare(b.key, "nl");

/**
 * The list as a shopper reads it: one line per ingredient with the amounts of every recipe
 * added up where their units allow (pieces; g and kg; ml and l; each spoon and other unit on
 * its own; 'naar smaak' once), grouped by aisle in shop order.
 */
export function mergeShoppingList(entries: readonly ShoppingEntry[]): ShoppingGroup[] {
  const gathered = new Map<string, Gathered>();
  for (const entry of entries) readLines(entry, gathered);
  const lines = [...gathered.values()].map(toLine);
  return AISLES.map((aisle) => ({
    aisle,
    lines: lines.filter((l) => l.aisle === aisle).sort(byName),
  })).filter((group) => group.lines.length > 0);
}

/**
 * 'Kip tandoori (800 g), Kipsalade (400 g, in reepjes)': who needs a line, and how much. An item
 * typed by hand is named as typed, amount and all.
 */
export function describeSources(line: ShoppingLine): string {
  return line.sources
    .map((s) => {
      if (s.recipeId === null) return s.name;
      const detail = [s.amount, s.note].filter((part) => part !== "").join(", ");
      return detail === "" ? s.name : `${s.name} (${detail})`;
    })
    .join(", ");
}

/** The ingredient key of one line as written, or undefined for a line the list leaves off. */
export function shoppingLineKey(line: string): string | undefined {
  const { food, key } = identify(parseIngredient(line.trim()).rest);
  return food === "" || isTapWater(food) ? undefined : key;
}

/** The list without the lines of these ingredients; an entry left with no line goes too. */
export function removeLines(entries: readonly ShoppingEntry[], keys: ReadonlySet<string>): ShoppingEntry[] {
  return entries.flatMap((entry) => {
    const lines = entry.lines.flatMap(splitTaste).filter((line) => {
      const key = shoppingLineKey(line);
      return key === undefined || !keys.has(key);
    });
    return lines.some((line) => shoppingLineKey(line) !== undefined) ? [{ ...entry, lines }] : [];
  });
}

/** Every ingredient key the list holds, so ticks of lines no longer on it can be let go. */
export function listKeys(entries: readonly ShoppingEntry[]): Set<string> {
  return new Set(
    entries.flatMap((entry) =>
      entry.lines.flatMap(splitTaste).flatMap((line) => shoppingLineKey(line) ?? []),
    ),
  );
}
