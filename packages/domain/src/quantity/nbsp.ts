import { NUMBER_SOURCE } from "./numbers";
import { UNIT_FORMS } from "./units";

const NBSP = "\u00a0";

/** Units of time and heat that steps mention, besides the ingredient units. */
const STEP_UNITS = [
  "°C",
  "°",
  "graden",
  "min",
  "minuut",
  "minuten",
  "sec",
  "seconden",
  "uur",
  "uren",
  "cm",
  "mm",
  "watt",
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const UNITS = [...new Set([...STEP_UNITS, ...UNIT_FORMS])].sort((a, b) => b.length - a.length);
// An amount (also a range such as '10-12' or '2 à 3'), a space, and a unit that ends there.
const PATTERN = new RegExp(
  `(${NUMBER_SOURCE}(?:\\s?(?:-|–|à|tot)\\s?${NUMBER_SOURCE})?) (${UNITS.map(escape).join("|")})(?![\\p{L}])`,
  "gu",
);

/**
 * The text with a non-breaking space between each amount and its unit, so '190 °C' or
 * '15 min' never splits across two lines on a narrow screen.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(PATTERN, `$1${NBSP}$2`);
}
