import { listNl } from "../list";

/** 'omelet', 'omelet met spinazie en tomaat'. */
function withItems(head: string, items: readonly string[]): string {
  return items.length ? `${head} met ${listNl(items)}` : head;
}

type Dish = (protein: string | null, items: readonly string[], base: string | null) => string | null;

/** A dish named by its form; the egg of an omelet, roerei or egg muffins goes without saying. */
export const DISHES = {
  // A dish led by a vegetable ('Witte asperges met beenham') is named by it, the rest with it.
  plain: (protein, items, base) =>
    base ? withItems(base, [...(protein ? [protein] : []), ...items.filter((item) => item !== base)]) : null,
  omelet: (_protein, items) => withItems("omelet", items),
  frittata: (_protein, items) => withItems("frittata", items),
  rolled: (_protein, items) => withItems("opgerolde omelet", items),
  // Tofu scrambled like egg is a 'tofuscramble'; egg itself is roerei.
  scrambled: (protein, items) =>
    withItems(
      protein ? (/\s/.test(protein) ? `scramble van ${protein}` : `${protein}scramble`) : "roerei",
      items,
    ),
  muffins: (_protein, items) => withItems("eiermuffins", items),
  eggsInSauce: (_protein, items, base) =>
    withItems(
      `eieren gepocheerd in ${base === "tomaat" ? "tomatensaus" : base ? `saus van ${base}` : "saus"}`,
      items,
    ),
  eggCups: (_protein, items) => withItems("zachtgekookte eitjes in eierdopjes", items),
  skewers: (protein, items) => withItems(protein ? `spiesjes van ${protein}` : "spiesjes", items),
  stew: (protein, items) => withItems(protein ? `stoofpot van ${protein}` : "stoofpot", items),
  bake: (protein, items) => withItems("ovenschotel", protein ? [protein, ...items] : items),
  bread: (protein, items, base) => withItems(base ?? "brood", protein ? [protein, ...items] : items),
  toastie: (protein, items, base) =>
    withItems(`tosti van ${base ?? "brood"}`, protein ? [protein, ...items] : items),
  grains: (protein, items, base) => withItems(`${base ?? ""}rijst`, protein ? [protein, ...items] : items),
  // 'wortel op een laag yoghurt, met ui en dille,' before 'op een bord'.
  smear: (protein, items, base) => {
    const [main = "groente", ...rest] = protein ? [protein, ...items] : items;
    // Yoghurt and kwark are spread as they are; a vegetable bed is a puree.
    const bed = !base ? "yoghurt" : base === "yoghurt" || base === "kwark" ? base : `${base}puree`;
    return `${main} op een laag ${bed}${rest.length ? `, met ${listNl(rest)},` : ","}`;
  },
  mash: (protein, items, base) =>
    withItems(`stamppot van ${base ?? "groente"}`, protein ? [protein, ...items] : items),
  parcel: (protein, items) => withItems(`${protein ?? "groente"} in een pakketje van bakpapier`, items),
  stuffed: (protein, items, base) =>
    withItems(base ?? "gevulde groente", protein ? [protein, ...items] : items),
  wraps: (protein, items, base) => withItems(`${base ?? "groente"} in ${protein ?? "ham"}`, items),
  bites: (protein, items) => withItems(`hapjes van ${protein ?? "vis"} op komkommer`, items),
  broth: (protein, items) => withItems(`${protein ?? "groente"} in bouillon`, items),
  dip: (protein, items) => withItems(protein ? `dip van ${protein}` : "dip", items),
} satisfies Record<string, Dish>;
