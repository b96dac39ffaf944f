// The units a Dutch supermarket sells a food in, and how much of a recipe's amounts one of them
// gives: the one source for turning '2 el verse peterselie' into '1 bosje peterselie'. The yields
// are round figures for an average supermarket product, chosen to keep a shopper from coming home
// short, never weighed promises:
// - a bosje of fresh herbs: about 25 g, 8 el chopped (24 tl), 10 takjes or 30 blaadjes;
// - a struik bleekselderij: about 450 g, 9 stengels;
// - a snee roggebrood: 40 g (the food table's weight too); a pak holds 10 sneetjes;
// - a citroen: 3 el (45 ml) juice, 1 el (3 tl) grated zest; a limoen: 2 el (30 ml) juice, 2 tl zest;
// - a bol knoflook: 10 teentjes;
// - eggs and other things counted without a unit: whole pieces.
// Juice and zest from one recipe are added up, so a shopper may buy one lemon more than needed.
import { normalize } from "../text/normalize";

/** How much of a recipe unit ('el', 'g', 'takje', '' for pieces) one shop unit gives. */
export type Yields = Readonly<Record<string, number>>;

export interface ShopUnit {
  /** The food as the list names it: 'peterselie', 'citroen'. */
  name: string;
  /** The name after more than one ('citroenen'); the same when the unit carries the plural. */
  plural: string;
  /** The unit bought and its plural ('bosje', 'bosjes'); undefined when the food itself is counted. */
  unit?: readonly [string, string];
  /** A pack bought whole that holds `holds` units ('1 pak roggebrood (6 sneetjes)'). */
  pack?: { unit: readonly [string, string]; holds: number };
  /** Each way a recipe names the food, after its preparation words, with its yields. */
  from: Readonly<Record<string, Yields>>;
}

const HERB: Yields = { bosje: 1, bos: 1, g: 25, el: 8, tl: 24, takje: 10, tak: 10, blaadje: 30 };
const LEAVES: Yields = { "": 30 };
const BOSJE = ["bosje", "bosjes"] as const;

const herb = (name: string, ...leaves: string[]): ShopUnit => ({
  name,
  plural: name,
  unit: BOSJE,
  from: Object.fromEntries([[name, HERB], ...leaves.map((leaf) => [leaf, LEAVES])]),
});

const PIECES: Yields = { "": 1 };

export const SHOP_UNITS: readonly ShopUnit[] = [
  herb("peterselie"),
  herb("platte peterselie"),
  herb("krulpeterselie"),
  herb("bieslook"),
  herb("dille"),
  herb("koriander"),
  herb("munt", "muntblaadjes"),
  herb("basilicum", "basilicumblaadjes"),
  herb("dragon"),
  herb("kervel"),
  herb("tijm"),
  herb("rozemarijn"),
  herb("salie", "salieblaadjes", "salieblaadje"),
  {
    name: "bleekselderij",
    plural: "bleekselderij",
    unit: ["struik", "struiken"],
    from: { bleekselderij: { struik: 1, g: 450, stengel: 9, stengeltje: 9 } },
  },
  {
    name: "roggebrood",
    plural: "roggebrood",
    unit: ["sneetje", "sneetjes"],
    pack: { unit: ["pak", "pakken"], holds: 10 },
    from: { roggebrood: { g: 40, snee: 1, sneetje: 1, plak: 1, plakje: 1, pak: 10 } },
  },
  {
    name: "knoflook",
    plural: "knoflook",
    unit: ["teentje", "teentjes"],
    pack: { unit: ["bol", "bollen"], holds: 10 },
    from: {
      knoflook: { teentje: 1, teen: 1, bol: 10, bolletje: 10 },
      knoflookteen: PIECES,
      knoflookteentje: PIECES,
    },
  },
  {
    name: "citroen",
    plural: "citroenen",
    from: {
      citroen: PIECES,
      citroensap: { ml: 45, el: 3, tl: 9 },
      citroenschil: { el: 1, tl: 3 },
      citroenrasp: { el: 1, tl: 3 },
    },
  },
  {
    name: "limoen",
    plural: "limoenen",
    from: {
      limoen: PIECES,
      limoensap: { ml: 30, el: 2, tl: 6 },
      limoenschil: { el: 0.67, tl: 2 },
      limoenrasp: { el: 0.67, tl: 2 },
    },
  },
  { name: "ei", plural: "eieren", from: { ei: PIECES, eieren: PIECES, eitje: PIECES, eitjes: PIECES } },
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

const BY_NAME = new Map<string, { shop: ShopUnit; yields: Yields }>(
  SHOP_UNITS.flatMap((shop) =>
    Object.entries(shop.from).map(([name, yields]) => [normalize(name), { shop, yields }] as const),
  ),
);

/** The shop unit a food (named as `foodName` gives it) is bought in, with the yields for that name. */
export function shopUnitOf(food: string): { shop: ShopUnit; yields: Yields } | undefined {
  return BY_NAME.get(normalize(food));
}

/** Whole shop units for a need; a tenth of a unit over is still the one unit. */
export function shopCount(units: number): number {
  return Math.max(1, Math.ceil(units - 0.1));
}
