import type { RecipeArt, Vessel } from "./compose";
import type { Bread, Cut, DishForm, Holder } from "./dish";
import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";

/** The words a description is made of; the strings package holds them in Dutch. */
export interface ArtTexts {
  alt: (name: string, scene: string) => string;
  photoAlt: (name: string) => string;
  withGarnishes: (protein: string, garnishes: string) => string;
  /** The food and where it lies; `vessel` carries its own preposition ('op een bord', 'in een kom'). */
  inVessel: (food: string, vessel: string) => string;
  /** The bread eaten beside the dish. */
  withSide: (scene: string, bread: string) => string;
  list: (items: readonly string[]) => string;
  /** A dish whose picture shows neither a protein nor a staple. */
  unnamed: string;
  /**
   * The dish's own name, given what lies in or on it ('omelet met spinazie'), or null where the
   * food's own words say it best ('kip met sla').
   */
  dishes: Partial<
    Record<DishForm, (protein: string | null, items: readonly string[], base: string | null) => string | null>
  >;
  vessels: Record<Vessel | "steamingSoupBowl", string>;
  proteins: Record<ProteinKind, string>;
  /** A protein named by its cut where that says more: 'kipreepjes', 'rul gehakt'. */
  cuts: Partial<Record<`${ProteinKind}:${Cut}`, string>>;
  staples: Record<StapleKey, string>;
  bases: Record<Bread | Holder, string>;
}

function baseWord(base: RecipeArt["dish"]["base"], texts: ArtTexts): string | null {
  if (!base) return null;
  return base in texts.bases ? texts.bases[base as Bread | Holder] : texts.staples[base as StapleKey];
}

/** What a composed picture shows, in words: 'roggebrood met ham, radijs en dille op een plank'. */
/** Dishes made of egg: their name says it. */
const EGG_DISHES: readonly DishForm[] = ["omelet", "scrambled", "muffins"];

export function describeArt(art: RecipeArt, texts: ArtTexts): string {
  const protein = art.protein
    ? (texts.cuts[`${art.protein.kind}:${art.protein.cut}`] ?? texts.proteins[art.protein.kind])
    : null;
  const implied = EGG_DISHES.includes(art.dish.form) || art.dish.base === "ei";
  const base = baseWord(art.dish.base, texts);
  // A salad's leaves are named with the rest; the same word twice ('tomaat, tomaat') is said once.
  const words = [
    ...art.garnishes.map((g) => texts.staples[g.key]),
    ...(art.dish.form === "salad" && base ? [base] : []),
  ];
  const items = [...new Set(words)];
  const garnishes = texts.list(items);
  // A stew in a frying pan is a one-pan dish, not a 'stoofpot'.
  const form = art.dish.form === "stew" && art.vessel !== "pot" ? "plain" : art.dish.form;
  const named = texts.dishes[form]?.(implied ? null : protein, items, base) ?? null;
  const food =
    named ??
    (protein && garnishes ? texts.withGarnishes(protein, garnishes) : (protein ?? (garnishes || null)));
  const vessel = art.steam ? texts.vessels.steamingSoupBowl : texts.vessels[art.vessel];
  const scene = texts.inVessel(food ?? texts.unnamed, vessel);
  return art.side ? texts.withSide(scene, texts.bases[art.side]) : scene;
}
