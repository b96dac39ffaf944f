// Adding up the amounts of one ingredient from several recipes, and writing the total.
import type { ShopUnit } from "./shop-units";
import { nounsForAmount } from "../quantity/nouns";
import { exactFraction, formatDecimal, formatFraction, roundTo } from "../quantity/numbers";
import { GRAMS_IN, ML_IN, unitForAmount, unitKind, unitSingular } from "../quantity/units";
import { shopCount } from "./shop-units";

/** Amounts that add up: grams, millilitres, pieces, or one unit as written ('el', 'teentje'). */
export interface Sum {
  family: string;
  /** The unit as first written, for the families that keep their unit. */
  unit: string | undefined;
  min: number;
  max: number;
}

/** Spoons add up in theelepels: an eetlepel is three. */
const TO_TL: Readonly<Record<string, number>> = { el: 3, eetlepel: 3, tl: 1, theelepel: 1 };

/** The family an amount in `unit` adds up in, and its size in that family's base unit. */
export function family(unit: string | undefined): { family: string; factor: number } {
  if (unit === undefined) return { family: "", factor: 1 };
  const lower = unit.toLowerCase();
  if (lower in GRAMS_IN) return { family: "g", factor: GRAMS_IN[lower] ?? 1 };
  if (lower in ML_IN) return { family: "ml", factor: ML_IN[lower] ?? 1 };
  const singular = unitSingular(lower);
  const tl = TO_TL[singular];
  return tl === undefined ? { family: singular, factor: 1 } : { family: "tl", factor: tl };
}

export function addSum(sums: Sum[], next: Sum) {
  const same = sums.find((sum) => sum.family === next.family);
  if (same) {
    same.min += next.min;
    same.max += next.max;
    // Spoons of both sizes are written as eetlepels and theelepels together.
    if (
      same.unit !== undefined &&
      next.unit !== undefined &&
      unitSingular(same.unit) !== unitSingular(next.unit)
    ) {
      same.unit = undefined;
    }
  } else sums.push({ ...next });
}

function formatMetric(sum: Sum, small: string, large: string): string {
  const big = sum.max >= 1000;
  const value = (n: number) => formatDecimal(big ? n / 1000 : n);
  const amount = sum.min === sum.max ? value(sum.max) : `${value(sum.min)}-${value(sum.max)}`;
  return `${amount} ${big ? large : small}`;
}

/** Whether a shop sells this only whole: pieces, tins, packs; spoons and pinches are measured. */
const boughtWhole = (sum: Sum) => sum.family === "" || unitKind(sum.unit) === "count";

const roundSpoon = (n: number) => exactFraction(n) ?? roundTo(n, 0.25);

/**
 * Theelepels in the spoon they were written in ('4 tl', '16 el'), or, added up from both
 * spoons, as whole eetlepels and what is left in tl ('4 el + 2 tl'). On the list itself
 * (`whole`) theelepels that make eetlepels in halves are eetlepels: 3 tl is 1 el.
 */
function formatSpoons(tl: number, unit: string | undefined, whole: boolean): string {
  const inHalfEl = Math.abs(tl / 1.5 - Math.round(tl / 1.5)) < 0.01;
  if (whole && tl >= 3 && inHalfEl) return `${formatFraction(tl / 3)} el`;
  if (unit !== undefined) {
    const inUnit = tl / (TO_TL[unitSingular(unit)] ?? 1);
    return `${formatFraction(roundSpoon(inUnit))} ${unitForAmount(unit, inUnit)}`;
  }
  const el = Math.floor(tl / 3 + 0.01);
  const left = tl - el * 3;
  const parts = [el > 0 ? `${el} el` : "", left >= 0.125 ? `${formatFraction(roundSpoon(left))} tl` : ""];
  return parts.filter((part) => part !== "").join(" + ");
}

/**
 * One sum as written: a recipe's own amount as it is (`whole` false), or what a shopper buys
 * (`whole` true): pieces and other counted units rounded up, as a shop sells no half tin.
 */
function formatSum(sum: Sum, whole: boolean): string {
  if (sum.family === "g") return formatMetric(sum, "g", "kg");
  if (sum.family === "ml") return formatMetric(sum, "ml", "l");
  if (sum.family === "tl") {
    const spoons = (n: number) => formatSpoons(n, sum.unit, whole);
    return sum.min === sum.max ? spoons(sum.max) : `${spoons(sum.min)} tot ${spoons(sum.max)}`;
  }
  const round = (n: number) =>
    whole && boughtWhole(sum) ? shopCount(n) : (exactFraction(n) ?? roundTo(n, 0.25));
  const value = (n: number) => formatFraction(round(n));
  const amount = sum.min === sum.max ? value(sum.max) : `${value(sum.min)}-${value(sum.max)}`;
  return sum.unit === undefined ? amount : `${amount} ${unitForAmount(sum.unit, round(sum.max))}`;
}

/** Weights and volumes first, pieces last: '700 g + 3 wortels' reads as one amount of a noun. */
const rank = (sum: Sum) => (sum.family === "g" || sum.family === "ml" ? 0 : sum.family === "" ? 2 : 1);

export const formatSums = (sums: readonly Sum[], whole = false) =>
  [...sums]
    .sort((a, b) => rank(a) - rank(b))
    .map((sum) => formatSum(sum, whole))
    .join(" + ");

/** The name in the number the pieces on the line ask for: '2 rode uien', '1 ei'. */
export function nameForPieces(name: string, sums: readonly Sum[]): string {
  const pieces = sums.find((sum) => sum.family === "");
  return pieces ? nounsForAmount(name, shopCount(pieces.max) >= 2 ? 2 : 1) : name;
}

/**
 * What a shopper buys of a food sold in shop units, for `units` of them: '1 bosje peterselie',
 * '2 citroenen', and for a food sold in packs the pack with what is needed of it
 * ('1 pak roggebrood', detail '6 sneetjes').
 */
export function shopAmount(shop: ShopUnit, units: number): { text: string; detail: string } {
  const count = shopCount(units, shop.slack);
  const [one, many] = shop.unit ?? [shop.name, shop.plural];
  const counted = `${count} ${count > 1 ? many : one}`;
  if (shop.pack) {
    const packs = Math.ceil(count / shop.pack.holds);
    const [pack, packs_] = shop.pack.unit;
    return { text: `${packs} ${packs > 1 ? packs_ : pack} ${shop.name}`, detail: counted };
  }
  return { text: shop.unit ? `${counted} ${shop.name}` : counted, detail: "" };
}
