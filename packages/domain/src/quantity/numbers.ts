// Reading and writing the numbers cooks write: '2', '1,5', '½', '1½', '1 1/2', '3/4'.

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};

const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join("");

/**
 * One number as written, in the order the alternatives must be tried: a whole number with a
 * fraction ('1½', '1 ½', '1 1/2'), a fraction alone ('½', '3/4'), then a decimal ('1,5', '0.25').
 */
export const NUMBER_SOURCE = `(?:\\d+ ?[${FRACTION_CHARS}]|\\d+ \\d+/\\d+|[${FRACTION_CHARS}]|\\d+/\\d+|\\d+(?:[.,]\\d+)?)`;

/** The value of a number matched by NUMBER_SOURCE, or undefined when it is not a usable amount. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim();
  let value: number | undefined;
  const unicode = /^(\d+)? ?(\D)$/.exec(t);
  const ascii = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(t);
  if (unicode?.[2] !== undefined && unicode[2] in UNICODE_FRACTIONS) {
    value = Number(unicode[1] ?? 0) + (UNICODE_FRACTIONS[unicode[2]] ?? NaN);
  } else if (ascii) {
    const denominator = Number(ascii[3]);
    value = denominator === 0 ? undefined : Number(ascii[1] ?? 0) + Number(ascii[2]) / denominator;
  } else if (/^\d+(?:[.,]\d+)?$/.test(t)) {
    value = Number(t.replace(",", "."));
  }
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

const WRITTEN_FRACTIONS: readonly (readonly [number, string])[] = [
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
];

const EPSILON = 0.01;

/** A value as a cook writes a count: whole part and a fraction sign ('1½', '¾', '2'). */
export function formatFraction(value: number): string {
  const whole = Math.floor(value + EPSILON);
  const part = value - whole;
  if (part < EPSILON) return String(whole);
  const sign = WRITTEN_FRACTIONS.find(([f]) => Math.abs(f - part) < EPSILON)?.[1];
  // Values that are no quarter or third were rounded elsewhere; a decimal is the honest fallback.
  if (sign === undefined) return formatDecimal(value);
  return whole === 0 ? sign : `${whole}${sign}`;
}

/** A value with a decimal comma and at most two decimals ('2,5', '0,75', '3'). */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 100) / 100).replace(".", ",");
}

/** Rounds to the nearest multiple of `step`, never below `step` itself (an amount never becomes 0). */
export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** The value as an exact quarter or third when it is one (0.5, 1.333...), else undefined. */
export function exactFraction(value: number): number | undefined {
  for (const denominator of [1, 2, 3, 4]) {
    const n = Math.round(value * denominator);
    if (n > 0 && Math.abs(n / denominator - value) < EPSILON / 2) return n / denominator;
  }
  return undefined;
}
