// How a rescaled amount is written: the unit and the steps a cook would use. The rules:
// - grams and millilitres up to a thousand, kilos and litres from there ('0,4 l' is '400 ml');
// - spoons in the steps a measuring spoon has: ¼, ½, ¾, 1, then halves, wholes from 10 on;
//   thirds of an eetlepel become theelepels (⅔ el is 2 tl), three theelepels and more an
//   eetlepel where that comes out in halves (4½ tl is 1½ el);
// - a dry spice below ⅛ tl is a snufje;
// - what cannot be cut (a laurierblad, a takje, a bosje, an egg, a teentje) is whole, at least 1;
// - other pieces (a paprika, an onion) below 1 are ¼, ½ or 1, whichever is nearest (⅔ is ½,
//   ¾ is 1), from 1 on in halves, from 10 on whole;
// - pinches are whole, at least one.
import { aisleOf } from "../shopping/aisles";
import { isWholeNoun } from "./nouns";
import { roundTo } from "./numbers";
import { unitKind, unitSingular } from "./units";

export interface NaturalAmount {
  unit: string | undefined;
  min: number;
  max: number;
}

const METRIC: Readonly<Record<string, readonly [base: "g" | "ml", factor: number]>> = {
  g: ["g", 1],
  gr: ["g", 1],
  gram: ["g", 1],
  kg: ["g", 1000],
  kilo: ["g", 1000],
  kilogram: ["g", 1000],
  ml: ["ml", 1],
  cl: ["ml", 10],
  dl: ["ml", 100],
  l: ["ml", 1000],
  liter: ["ml", 1000],
};
const LARGE = { g: "kg", ml: "l" } as const;

/** Units of things nobody cuts: half a takje is still a takje. */
const WHOLE_UNITS = new Set([
  "takje",
  "tak",
  "blaadje",
  "bosje",
  "bos",
  "teentje",
  "teen",
  "handje",
  "handvol",
  "mespunt",
  "mespuntje",
]);

/** The other spoon, spelled the way the line spells its own ('el' and 'tl', or in full). */
const OTHER_SPOON: Readonly<Record<string, string>> = {
  el: "tl",
  tl: "el",
  eetlepel: "theelepel",
  eetlepels: "theelepels",
  theelepel: "eetlepel",
  theelepels: "eetlepels",
};

const EPSILON = 0.01;
const near = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < EPSILON;

/** Grams and millilitres: to 5 from 50, whole from 10, halves below. */
function roundMetric(value: number): number {
  return value >= 50 ? roundTo(value, 5) : value >= 10 ? roundTo(value, 1) : roundTo(value, 0.5);
}

function metric(unit: string, min: number, max: number): NaturalAmount {
  const [base, factor] = METRIC[unit.toLowerCase()] ?? ["g", 1];
  const [low, high] = [roundMetric(min * factor), roundMetric(max * factor)];
  if (high < 1000) return { unit: factor === 1 ? unit : base, min: low, max: high };
  return { unit: LARGE[base], min: roundTo(low / 1000, 0.05), max: roundTo(high / 1000, 0.05) };
}

/** A spoon amount: quarters below 1, halves to 10, wholes after. */
function roundSpoon(value: number): number {
  if (value >= 10) return roundTo(value, 1);
  return value < 1 ? roundTo(value, 0.25) : roundTo(value, 0.5);
}

/** Pieces: ¼, ½ or 1 below one, halves to 10, wholes after. */
function roundPieces(value: number): number {
  if (value >= 10) return roundTo(value, 1);
  if (value >= 1) return roundTo(value, 0.5);
  return value < 0.375 ? 0.25 : value < 0.75 ? 0.5 : 1;
}

const roundWhole = (value: number) => Math.max(1, Math.round(value));

function spoon(unit: string, rest: string, min: number, max: number): NaturalAmount {
  const singular = unitSingular(unit);
  const isEl = singular === "el" || singular === "eetlepel";
  const other = OTHER_SPOON[unit.toLowerCase()];
  // A third of an eetlepel is a whole theelepel; below 2 el a cook measures those in tl.
  if (isEl && other !== undefined && max < 2 && !near(max, 0.5) && (near(max * 3, 1) || max < 1)) {
    return spoon(other, rest, min * 3, max * 3);
  }
  if (!isEl && other !== undefined && max >= 3 && near(max / 3, 0.5)) {
    return spoon(other, rest, min / 3, max / 3);
  }
  if (!isEl && max < 0.125 - EPSILON && aisleOf(rest) === "kruiden")
    return { unit: "snufje", min: 1, max: 1 };
  return { unit, min: roundSpoon(min), max: roundSpoon(max) };
}

/**
 * The unit and amount a cook writes for `min` to `max` of `unit` (undefined: pieces), of the
 * ingredient named in `rest`.
 */
export function naturalAmount(
  unit: string | undefined,
  rest: string,
  min: number,
  max: number,
): NaturalAmount {
  const whole = (u: string | undefined) => ({ unit: u, min: roundWhole(min), max: roundWhole(max) });
  if (unit === undefined) {
    return isWholeNoun(rest) ? whole(unit) : { unit, min: roundPieces(min), max: roundPieces(max) };
  }
  if (unit.toLowerCase() in METRIC) return metric(unit, min, max);
  switch (unitKind(unit)) {
    case "metric":
      return { unit, min: roundMetric(min), max: roundMetric(max) };
    case "spoon":
      return spoon(unit, rest, min, max);
    case "pinch":
      return whole(unit);
    default:
      return WHOLE_UNITS.has(unitSingular(unit))
        ? whole(unit)
        : { unit, min: roundPieces(min), max: roundPieces(max) };
  }
}
