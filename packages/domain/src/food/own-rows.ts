// Rows of our own: Dutch foods the USDA table has no fitting row for (smoked fish as a Dutch shop
// sells it, Dutch roggebrood, fresh mozzarella in its whey). Written as a label gives them, per
// 100 g: carbohydrate without fibre; the energy is worked out with the EU factors (eu-label.ts).
// Every row names its source, and the page's source line names these rows as ours.

/** Where a row of our own comes from; the strings package says it in Dutch. */
export type OwnSource = "etiket";

export interface OwnRow {
  /** What the source line calls the food. */
  readonly name: string;
  readonly source: OwnSource;
  /** Per 100 g: protein, carbohydrate (without fibre), sugars, fat, saturated, fibre (g), sodium (mg). */
  readonly values: readonly [number, number, number, number, number, number, number];
}

export const OWN_ROWS = {
  // Dutch roggebrood (volkoren, also the Frisian kind): labels give about 200 kcal, 8-10 g fibre
  // and 0,9 g salt, far from the US light rye (259 kcal, 5,8 g fibre).
  roggebrood: { name: "roggebrood", source: "etiket", values: [5.6, 37, 5, 1.3, 0.2, 9, 360] },
  // Hot-smoked trout fillet: about 2,75 g salt per 100 g, where raw trout has 0,13 g.
  "gerookte forel": { name: "gerookte forel", source: "etiket", values: [23, 0, 0, 6.5, 1.4, 0, 1100] },
  // Hot-smoked mackerel fillet: fatty fish, about 2,2 g salt.
  "gerookte makreel": { name: "gerookte makreel", source: "etiket", values: [20, 0, 0, 25, 5.5, 0, 880] },
  // Cold-smoked Atlantic salmon: the farmed fish's fat and about 3 g salt; the US smoked
  // chinook row is a lean fish with half the salt.
  "gerookte zalm": { name: "gerookte zalm", source: "etiket", values: [22, 0, 0, 11, 2.2, 0, 1200] },
  // Fresh mozzarella in whey (a 125 g ball): about 18 g protein and 0,45 g salt; the US rows are
  // the firmer pizza cheeses (22-24 g protein).
  // Stock with less salt, without sugar (Dutch 'minder zout' cubes and jars, made up): about
  // 0,5 g salt per 100 ml, where the usual stock has 0,75-0,9 g.
  "bouillon met minder zout": {
    name: "bouillon met minder zout",
    source: "etiket",
    values: [0.2, 0.4, 0, 0.1, 0, 0, 200],
  },
  mozzarella: { name: "verse mozzarella", source: "etiket", values: [18, 1, 1, 19, 13, 0, 180] },
} as const satisfies Record<string, OwnRow>;

export type OwnRowKey = keyof typeof OWN_ROWS;
