// One reading of an ingredient line ('1½ el olijfolie', '2-3 teentjes knoflook', '½ rode ui'),
// written back and scaled for another number of people. What it cannot read stays as written.
import type { UnitKind } from "./units";
import { naturalAmount } from "./natural";
import { nounsForAmount } from "./nouns";
import { formatDecimal, formatFraction, NUMBER_SOURCE, parseNumber } from "./numbers";
import { UNIT_FORMS, unitForAmount, unitKind } from "./units";

/** One amount or a range from min to max. */
export type Amount = number | readonly [number, number];

export interface IngredientQuantity {
  amount?: Amount;
  /** The unit exactly as written ('el', 'Teentjes'). */
  unit?: string;
  /** The rest of the line after the amount and unit, as written. */
  rest: string;
  /** How the line was written around the amount, so an unscaled line reads back unchanged. */
  written?: {
    /** The amount as written; dropped once the amount is scaled. */
    amount?: string;
    rangeSeparator: string;
    afterAmount: string;
    afterUnit: string;
  };
}

const RANGE_SEPARATOR = "\\s*[-–]\\s*|\\s+(?:tot|à)\\s+";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LEAD = new RegExp(
  `^(${NUMBER_SOURCE})(?:(${RANGE_SEPARATOR})(${NUMBER_SOURCE}))?` +
    // The amount ends at a space or the line's end, or runs straight into a unit ('200g').
    `(?:(\\s*)(${UNIT_FORMS.map(escape).join("|")})(?=$|[\\s,.;:)])|(?=\\s|$))(\\s*)`,
  "i",
);

/** Reads '1.000' as a thousand, as Dutch writes it, not as one. */
function parseAmountNumber(text: string): number | undefined {
  return /^\d{1,3}\.\d{3}$/.test(text) ? Number(text.replace(".", "")) : parseNumber(text);
}

/** Reads the amount and unit at the start of an ingredient line. */
export function parseIngredient(line: string): IngredientQuantity {
  const match = LEAD.exec(line);
  if (!match) return { rest: line };
  const [lead, first = "", separator = "", second, beforeUnit = "", unit, afterUnit = ""] = match;
  const min = parseAmountNumber(first);
  const max = second === undefined ? undefined : parseAmountNumber(second);
  if (min === undefined || min <= 0 || (second !== undefined && (max === undefined || max < min))) {
    return { rest: line };
  }
  const amountText = second === undefined ? first : `${first}${separator}${second}`;
  return {
    amount: max === undefined ? min : [min, max],
    ...(unit === undefined ? {} : { unit }),
    rest: line.slice(lead.length),
    written: {
      amount: amountText,
      rangeSeparator: separator,
      // With no unit, the space after the amount is captured after the (empty) unit.
      afterAmount: unit === undefined ? afterUnit : beforeUnit,
      afterUnit: unit === undefined ? "" : afterUnit,
    },
  };
}

function formatNumber(value: number, kind: UnitKind): string {
  return kind === "metric" || kind === "bulk" ? formatDecimal(value) : formatFraction(value);
}

/** Writes a parsed (or scaled) line back; a line read and not scaled comes back as it was. */
export function formatIngredient(q: IngredientQuantity): string {
  if (q.amount === undefined) return q.rest;
  const kind = unitKind(q.unit);
  const amount =
    q.written?.amount ??
    (typeof q.amount === "number"
      ? formatNumber(q.amount, kind)
      : `${formatNumber(q.amount[0], kind)}${q.written?.rangeSeparator ?? "-"}${formatNumber(q.amount[1], kind)}`);
  const afterAmount = q.written?.afterAmount ?? " ";
  if (q.unit === undefined) return `${amount}${q.rest === "" ? "" : afterAmount}${q.rest}`;
  const afterUnit = q.written?.afterUnit ?? (q.rest === "" ? "" : " ");
  return `${amount}${afterAmount}${q.unit}${afterUnit}${q.rest}`;
}

/**
 * The quantity for `factor` times the people, written as a cook would (see natural.ts); the
 * written spacing and range sign are kept.
 */
export function scaleQuantity(q: IngredientQuantity, factor: number): IngredientQuantity {
  if (q.amount === undefined || factor === 1 || !(factor > 0) || !Number.isFinite(factor)) return q;
  const [min, max] = typeof q.amount === "number" ? [q.amount, q.amount] : q.amount;
  const natural = naturalAmount(q.unit, q.rest, min * factor, max * factor);
  const { min: low, max: high } = natural;
  const amount: Amount = low === high ? low : [low, high];
  return {
    amount,
    ...(natural.unit === undefined ? {} : { unit: unitForAmount(natural.unit, high) }),
    rest: natural.unit === undefined ? nounsForAmount(q.rest, high) : q.rest,
    ...(q.written ? { written: { ...q.written, amount: undefined } } : {}),
  };
}

/** One ingredient line for `factor` times the people the recipe was written for. */
export function scaleIngredient(line: string, factor: number): string {
  return formatIngredient(scaleQuantity(parseIngredient(line), factor));
}

/** Every ingredient line for `people` instead of the recipe's own number. */
export function scaleIngredients(lines: readonly string[], servings: number, people: number): string[] {
  return lines.map((line) => scaleIngredient(line, people / servings));
}
