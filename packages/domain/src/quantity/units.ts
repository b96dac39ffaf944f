// The units an ingredient line may start with (after its amount), and how amounts in each round.

/**
 * How an amount in this unit is rounded after scaling:
 * - metric: grams and millilitres, decimals with a comma, to 5 above 50;
 * - bulk: kilos and litres, decimals with a comma to 0.05;
 * - spoon and count: fractions a cook writes (¼, ⅓, ½, ⅔, ¾);
 * - pinch: whole pinches, at least one.
 */
export type UnitKind = "metric" | "bulk" | "spoon" | "count" | "pinch";

interface UnitEntry {
  readonly kind: UnitKind;
  readonly singular: string;
  /** The form after amounts above 1, for units that change with the count. */
  readonly plural?: string;
}

/** Grams in one of each unit of weight: the same for every food. */
export const GRAMS_IN: Readonly<Record<string, number>> = {
  g: 1,
  gr: 1,
  gram: 1,
  mg: 0.001,
  kg: 1000,
  kilo: 1000,
  kilogram: 1000,
};
/** Millilitres in one of each unit of volume. */
export const ML_IN: Readonly<Record<string, number>> = { ml: 1, cl: 10, dl: 100, l: 1000, liter: 1000 };

const entry = (kind: UnitKind, singular: string, plural?: string): UnitEntry => ({ kind, singular, plural });

const UNITS: readonly UnitEntry[] = [
  ...["g", "gr", "gram", "mg", "ml", "cl"].map((u) => entry("metric", u)),
  ...["kg", "kilo", "l", "liter", "dl"].map((u) => entry("bulk", u)),
  entry("bulk", "kilogram"),
  ...["el", "tl", "kl"].map((u) => entry("spoon", u)),
  entry("spoon", "eetlepel", "eetlepels"),
  entry("spoon", "theelepel", "theelepels"),
  entry("spoon", "koffielepel", "koffielepels"),
  entry("pinch", "snufje", "snufjes"),
  entry("pinch", "scheutje", "scheutjes"),
  entry("pinch", "scheut", "scheuten"),
  entry("pinch", "mespunt", "mespunten"),
  entry("pinch", "mespuntje", "mespuntjes"),
  entry("pinch", "druppel", "druppels"),
  entry("pinch", "druppeltje", "druppeltjes"),
  ...(
    [
      ["stuk", "stuks"],
      ["stukje", "stukjes"],
      ["teen", "tenen"],
      ["teentje", "teentjes"],
      ["tak", "takken"],
      ["takje", "takjes"],
      ["plak", "plakken"],
      ["plakje", "plakjes"],
      ["handje", "handjes"],
      ["handvol", "handvol"],
      ["blik", "blikken"],
      ["blikje", "blikjes"],
      ["pot", "potten"],
      ["potje", "potjes"],
      ["pak", "pakken"],
      ["pakje", "pakjes"],
      ["zak", "zakken"],
      ["zakje", "zakjes"],
      ["bakje", "bakjes"],
      ["doos", "dozen"],
      ["doosje", "doosjes"],
      ["bos", "bossen"],
      ["bosje", "bosjes"],
      ["kop", "koppen"],
      ["kopje", "kopjes"],
      ["beker", "bekers"],
      ["glas", "glazen"],
      ["bol", "bollen"],
      ["bolletje", "bolletjes"],
      ["stengel", "stengels"],
      ["stengeltje", "stengeltjes"],
      ["stronk", "stronken"],
      ["krop", "kroppen"],
      ["kropje", "kropjes"],
      ["vel", "vellen"],
      ["velletje", "velletjes"],
      ["schijf", "schijven"],
      ["schijfje", "schijfjes"],
      ["snee", "sneeën"],
      ["sneetje", "sneetjes"],
      ["partje", "partjes"],
      ["blaadje", "blaadjes"],
      ["blokje", "blokjes"],
      ["knol", "knollen"],
      ["tros", "trossen"],
      ["trosje", "trosjes"],
      ["reep", "repen"],
      ["reepje", "reepjes"],
      ["staaf", "staven"],
      ["staafje", "staafjes"],
    ] as const
  ).map(([singular, plural]) => entry("count", singular, plural)),
];

const BY_FORM = new Map<string, UnitEntry>();
for (const unit of UNITS) {
  BY_FORM.set(unit.singular, unit);
  if (unit.plural !== undefined) BY_FORM.set(unit.plural, unit);
}

/** Every written form, longest first, so 'theelepels' is tried before 'theelepel' and 'tl'. */
export const UNIT_FORMS: readonly string[] = [...BY_FORM.keys()].sort((a, b) => b.length - a.length);

/** The rounding kind of a unit as written; no unit rounds as a count. */
export function unitKind(unit: string | undefined): UnitKind {
  return unit === undefined ? "count" : (BY_FORM.get(unit.toLowerCase())?.kind ?? "count");
}

/**
 * The unit spelled for an amount: singular up to 1, plural above it, for units that have both
 * forms ('1 teentje', '3 teentjes'); the capital of the written form is kept.
 */
export function unitForAmount(unit: string, amount: number): string {
  const known = BY_FORM.get(unit.toLowerCase());
  if (known?.plural === undefined) return unit;
  const form = amount > 1 ? known.plural : known.singular;
  return /^\p{Lu}/u.test(unit) ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}

/** The unit's singular form in lower case ('Teentjes' -> 'teentje'), or the unit itself when unknown. */
export function unitSingular(unit: string): string {
  const lower = unit.toLowerCase();
  return BY_FORM.get(lower)?.singular ?? lower;
}
