// The units a Dutch supermarket sells a food in: the one table for turning '2 el verse
// peterselie' into '1 bosje peterselie'. Every recipe amount is weighed with the food table's own
// weights (food/foods-*.ts: an eetlepel of chopped herbs 3 g, a snee roggebrood 40 g, a courgette
// 250 g) and divided by the weight of what the shop sells. Where the food table weighs the shop's
// unit itself (a bosje, a snee, a teentje, a blik, a piece) that weight is used; the rest are our
// own round figures for an average supermarket product, chosen so a shopper does not come home short:
// - a struik bleekselderij 450 g; a bakje cherrytomaatjes or champignons 250 g; a stuk gember 50 g;
// - the juice of a citroen 45 g (3 el), of a limoen 30 g (2 el); the zest of a citroen 6 g
//   (1 el), of a limoen 4 g. Juice and zest are added up, so the list may ask one lemon too many;
// - a pak roggebrood holds 10 sneetjes, a bol knoflook 10 teentjes.
// What is bought is whole: the need is rounded up, a tenth of a unit over is still the one unit.
// Courgette, komkommer and prei are sold by the piece; wortels and tomaten are weighed out too,
// and keep their weight when no recipe on the list counts them.
import type { Food } from "../food/types";
import { findFood, gramsPerUnit } from "../food/match";
import { unitSingular } from "../quantity/units";
import { normalize } from "../text/normalize";

/** One shop unit's weight: the food table's weight of `unit` (null: a piece), or our own grams. */
type Size = { unit: string | null } | { grams: number };

export interface ShopUnit {
  /** The food as the list names it: 'peterselie', 'citroen'. */
  name: string;
  /** The name after more than one ('citroenen'); the same when the unit carries the plural. */
  plural: string;
  /** The unit bought and its plural ('bosje', 'bosjes'); undefined when the food itself is counted. */
  unit?: readonly [string, string];
  /** A pack bought whole that holds `holds` units ('1 pak roggebrood (6 sneetjes)'). */
  pack?: { unit: readonly [string, string]; holds: number };
  /** Each way a recipe names the food, after its preparation words, and one shop unit of it. */
  from: Readonly<Record<string, Size>>;
  /** Sold loose by weight as well: a list that only weighs it keeps the weight ('500 g wortels'). */
  loose?: boolean;
  /** How much over a whole unit is still that unit; a tenth unless said. */
  slack?: number;
}

const PIECE: Size = { unit: null };
const BOSJE = ["bosje", "bosjes"] as const;
const BAKJE = ["bakje", "bakjes"] as const;

const herb = (name: string, ...leaves: string[]): ShopUnit => ({
  name,
  plural: name,
  unit: BOSJE,
  from: Object.fromEntries([name, ...leaves].map((n) => [n, { unit: "bosje" }])),
});

/**
 * A vegetable bought by the piece. Pieces differ in size, so a quarter over the food table's
 * average is still one piece (300 g courgette is one large courgette). `loose`: it is weighed
 * out as well, and a list that only weighs it keeps the weight.
 */
const piece = (name: string, plural: string, loose = false): ShopUnit => ({
  name,
  plural,
  from: { [name]: PIECE, [plural]: PIECE },
  loose,
  slack: 0.25,
});

export const SHOP_UNITS: readonly ShopUnit[] = [
  ...["peterselie", "platte peterselie", "krulpeterselie", "bieslook", "dille", "koriander"].map((n) =>
    herb(n),
  ),
  ...["dragon", "kervel", "tijm", "rozemarijn"].map((n) => herb(n)),
  herb("munt", "muntblaadjes"),
  herb("basilicum", "basilicumblaadjes"),
  herb("salie", "salieblaadjes", "salieblaadje"),
  {
    name: "bleekselderij",
    plural: "bleekselderij",
    unit: ["struik", "struiken"],
    from: { bleekselderij: { grams: 450 } },
  },
  {
    name: "roggebrood",
    plural: "roggebrood",
    unit: ["sneetje", "sneetjes"],
    pack: { unit: ["pak", "pakken"], holds: 10 },
    from: { roggebrood: { unit: "snee" } },
  },
  {
    name: "knoflook",
    plural: "knoflook",
    unit: ["teentje", "teentjes"],
    pack: { unit: ["bol", "bollen"], holds: 10 },
    from: { knoflook: { unit: "teentje" } },
  },
  {
    name: "citroen",
    plural: "citroenen",
    from: { citroen: PIECE, citroenen: PIECE, citroensap: { grams: 45 }, citroenschil: { grams: 6 } },
  },
  {
    name: "limoen",
    plural: "limoenen",
    from: { limoen: PIECE, limoenen: PIECE, limoensap: { grams: 30 }, limoenschil: { grams: 4 } },
  },
  { name: "ei", plural: "eieren", from: { ei: PIECE, eieren: PIECE, eitje: PIECE, eitjes: PIECE } },
  piece("courgette", "courgettes"),
  piece("komkommer", "komkommers"),
  piece("prei", "preien"),
  piece("wortel", "wortels", true),
  piece("tomaat", "tomaten", true),
  {
    name: "cherrytomaatjes",
    plural: "cherrytomaatjes",
    unit: BAKJE,
    from: { cherrytomaatjes: { grams: 250 }, cherrytomaten: { grams: 250 } },
  },
  { name: "champignons", plural: "champignons", unit: BAKJE, from: { champignons: { grams: 250 } } },
  { name: "tuinkers", plural: "tuinkers", unit: BAKJE, from: { tuinkers: { unit: "bakje" } } },
  { name: "radijsjes", plural: "radijsjes", unit: ["bos", "bossen"], from: { radijsjes: { unit: "bos" } } },
  {
    name: "groene asperges",
    plural: "groene asperges",
    unit: ["bos", "bossen"],
    from: { "groene asperges": { unit: "bos" } },
  },
  { name: "gember", plural: "gember", unit: ["stuk", "stukken"], from: { gember: { grams: 50 } } },
  {
    name: "tomatenblokjes",
    plural: "tomatenblokjes",
    unit: ["blik", "blikken"],
    from: { tomatenblokjes: { unit: "blik" } },
  },
];

/** Words that say how a food is cut or treated, not which food it is. */
const PREPARED =
  /^(?:verse?|versgemalen|grof gemalen|(?:fijn|grof ?)?gehakte|(?:fijn)?geknipte|(?:fijn)?gesneden|(?:fijn)?geraspte)\s+(?=\S)/i;

/** The food a name is, without how it is prepared: 'fijngeknipte bieslook' is 'bieslook'. */
export function foodName(name: string): string {
  let food = name.trim().replace(/\s+/g, " ");
  for (let next = food.replace(PREPARED, ""); next !== food; next = food.replace(PREPARED, "")) food = next;
  return food;
}

const BY_NAME = new Map<string, { shop: ShopUnit; size: Size }>(
  SHOP_UNITS.flatMap((shop) =>
    Object.entries(shop.from).map(([name, size]) => [normalize(name), { shop, size }] as const),
  ),
);

/** The food table's herb bunch, for herbs it weighs by the leaf or spoon only. */
const BUNCH = (() => {
  const parsley = findFood("peterselie");
  return parsley ? gramsPerUnit(parsley, "bosje") : undefined;
})();

function sizeGrams(food: Food, size: Size): number | undefined {
  if ("grams" in size) return size.grams;
  return gramsPerUnit(food, size.unit ?? undefined) ?? (size.unit === "bosje" ? BUNCH : undefined);
}

/** A food bought in shop units, and how many of them one of `unit` of it is. */
export interface ShopMatch {
  shop: ShopUnit;
  /** Shop units in one `unit` of the food as written; undefined when the weights cannot say. */
  per: (unit: string | undefined) => number | undefined;
}

/** The shop unit a food (named as `foodName` gives it) is bought in. */
export function shopUnitOf(name: string): ShopMatch | undefined {
  const found = BY_NAME.get(normalize(name));
  const food = found && findFood(name);
  if (!found || !food) return undefined;
  const shopGrams = sizeGrams(food, found.size);
  return {
    shop: found.shop,
    per: (unit) => {
      const grams = gramsPerUnit(food, unit === undefined ? undefined : unitSingular(unit));
      return grams === undefined || !shopGrams ? undefined : grams / shopGrams;
    },
  };
}

/** Whole shop units for a need; a tenth of a unit over (or `slack`) is still the one unit. */
export function shopCount(units: number, slack = 0.1): number {
  return Math.max(1, Math.ceil(units - slack));
}
