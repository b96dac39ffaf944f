// The shopping list as it is read: every added recipe's lines, scaled to its portions, merged
// into one line per ingredient and grouped by aisle. What is stored stays what was added.
import type { Aisle } from "./aisles";
import type { ShoppingEntry } from "./shopping-entries";
import { keepUnitsTogether } from "../quantity/nbsp";
import { nounsForAmount } from "../quantity/nouns";
import { formatDecimal, formatFraction } from "../quantity/numbers";
import { parseIngredient, roundAmount, scaleQuantity } from "../quantity/quantity";
import { unitForAmount, unitKind, unitSingular } from "../quantity/units";
import { stem } from "../search/search";
import { normalize } from "../text/normalize";
import { aisleOf, AISLES, isTapWater } from "./aisles";

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

/** Amounts that add up: grams, millilitres, pieces, or one unit as written ('el', 'teentje'). */
interface Sum {
  family: string;
  /** The unit as first written, for the families that keep their unit. */
  unit: string | undefined;
  min: number;
  max: number;
}

const TO_GRAMS: Readonly<Record<string, number>> = {
  g: 1,
  gr: 1,
  gram: 1,
  mg: 0.001,
  kg: 1000,
  kilo: 1000,
  kilogram: 1000,
};
const TO_ML: Readonly<Record<string, number>> = { ml: 1, cl: 10, dl: 100, l: 1000, liter: 1000 };
const SPOONS: Readonly<Record<string, string>> = { eetlepel: "el", theelepel: "tl", koffielepel: "kl" };

/** The family an amount in `unit` adds up in, and its size in that family's base unit. */
function family(unit: string | undefined): { family: string; factor: number } {
  if (unit === undefined) return { family: "", factor: 1 };
  const lower = unit.toLowerCase();
  if (lower in TO_GRAMS) return { family: "g", factor: TO_GRAMS[lower] ?? 1 };
  if (lower in TO_ML) return { family: "ml", factor: TO_ML[lower] ?? 1 };
  const singular = unitSingular(lower);
  return { family: SPOONS[singular] ?? singular, factor: 1 };
}

function addSum(sums: Sum[], next: Sum) {
  const same = sums.find((sum) => sum.family === next.family);
  if (same) {
    same.min += next.min;
    same.max += next.max;
  } else sums.push({ ...next });
}

function formatMetric(sum: Sum, small: string, large: string): string {
  const big = sum.max >= 1000;
  const value = (n: number) => formatDecimal(big ? n / 1000 : n);
  const amount = sum.min === sum.max ? value(sum.max) : `${value(sum.min)}-${value(sum.max)}`;
  return `${amount} ${big ? large : small}`;
}

function formatSum(sum: Sum): string {
  if (sum.family === "g") return formatMetric(sum, "g", "kg");
  if (sum.family === "ml") return formatMetric(sum, "ml", "l");
  const kind = unitKind(sum.unit);
  const value = (n: number) => formatFraction(roundAmount(n, kind));
  const amount = sum.min === sum.max ? value(sum.max) : `${value(sum.min)}-${value(sum.max)}`;
  return sum.unit === undefined ? amount : `${amount} ${unitForAmount(sum.unit, sum.max)}`;
}

/** Weights and volumes first, pieces last: '700 g + 3 wortels' reads as one amount of a noun. */
const rank = (sum: Sum) => (sum.family === "g" || sum.family === "ml" ? 0 : sum.family === "" ? 2 : 1);

const formatSums = (sums: readonly Sum[]) =>
  [...sums]
    .sort((a, b) => rank(a) - rank(b))
    .map(formatSum)
    .join(" + ");

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

interface Gathered {
  key: string;
  name: string;
  aisle: Aisle;
  sums: Sum[];
  sources: (ShoppingSource & { sums: Sum[] })[];
}

function readLines(entry: ShoppingEntry, into: Map<string, Gathered>) {
  const factor = entry.recipeId === null ? 1 : entry.portions / entry.servings;
  for (const line of entry.lines) {
    const quantity = scaleQuantity(parseIngredient(line.trim()), factor);
    const { name, note } = splitNote(quantity.rest);
    if (name === "" || isTapWater(name)) continue;
    const key = ingredientKey(name);
    let gathered = into.get(key);
    if (!gathered) {
      gathered = { key, name, aisle: aisleOf(name, note), sums: [], sources: [] };
      into.set(key, gathered);
    }
    let source = gathered.sources.find((s) => s.recipeId === entry.recipeId && s.name === entry.name);
    if (!source) {
      source = { recipeId: entry.recipeId, name: entry.name, amount: "", note, sums: [] };
      gathered.sources.push(source);
    } else if (note !== "" && !source.note.includes(note)) {
      source.note = source.note === "" ? note : `${source.note}, ${note}`;
    }
    if (quantity.amount === undefined) continue;
    const [min, max] =
      typeof quantity.amount === "number" ? [quantity.amount, quantity.amount] : quantity.amount;
    const { family: fam, factor: size } = family(quantity.unit);
    const sum = { family: fam, unit: quantity.unit, min: min * size, max: max * size };
    addSum(gathered.sums, sum);
    addSum(source.sums, sum);
  }
}

function toLine(gathered: Gathered): ShoppingLine {
  const notes = new Set(gathered.sources.map((s) => s.note));
  const [shared] = notes.size === 1 ? [...notes] : [""];
  const pieces = gathered.sums.find((sum) => sum.family === "");
  // '1½ rode ui', as a shopper says it: the plural from two on.
  const name = pieces ? nounsForAmount(gathered.name, pieces.max >= 2 ? 2 : 1) : gathered.name;
  const amount = formatSums(gathered.sums);
  const text = [amount, name].filter((part) => part !== "").join(" ") + (shared ? ` (${shared})` : "");
  return {
    key: gathered.key,
    aisle: gathered.aisle,
    text: keepUnitsTogether(text),
    sources: gathered.sources.map(({ sums, note, ...source }) => ({
      ...source,
      amount: keepUnitsTogether(formatSums(sums)),
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
function lineKey(line: string): string | undefined {
  const { name } = splitNote(parseIngredient(line.trim()).rest);
  return name === "" || isTapWater(name) ? undefined : ingredientKey(name);
}

/** The list without the lines of these ingredients; an entry left with no line goes too. */
export function removeLines(entries: readonly ShoppingEntry[], keys: ReadonlySet<string>): ShoppingEntry[] {
  return entries.flatMap((entry) => {
    const lines = entry.lines.filter((line) => {
      const key = lineKey(line);
      return key === undefined || !keys.has(key);
    });
    return lines.some((line) => lineKey(line) !== undefined) ? [{ ...entry, lines }] : [];
  });
}

/** Every ingredient key the list holds, so ticks of lines no longer on it can be let go. */
export function listKeys(entries: readonly ShoppingEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => entry.lines.flatMap((line) => lineKey(line) ?? [])));
}
