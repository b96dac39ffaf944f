import type { RecipeArt } from "./compose";
import type { Cut } from "./cut";
import type { Bread, DishForm, Holder } from "./dish";
import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";
import type { Vessel } from "./vessel";
import { lineWords } from "./words";

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
  /**
   * Foods a kind's drawing stands for that have a name of their own, by the word a line uses:
   * tempeh is drawn as tofu and turkey as chicken, but the text says 'tempeh' and 'kalkoen'.
   */
  proteinWords: Readonly<Record<string, string>>;
  /** A protein named by its cut where that says more: 'kipreepjes', 'rul gehakt'. */
  cuts: Partial<Record<`${ProteinKind}:${Cut}`, string>>;
  staples: Record<StapleKey, string>;
  bases: Record<Bread | Holder | "yoghurt", string>;
}

/** Dishes whose base is a holder or bread, not a staple of the same name. */
const HELD: readonly DishForm[] = ["bread", "toastie", "stuffed"];

function baseWord(dish: RecipeArt["dish"], texts: ArtTexts): string | null {
  const { base } = dish;
  if (!base) return null;
  if (base === "yoghurt" || (HELD.includes(dish.form) && base in texts.bases))
    return texts.bases[base as Bread | Holder | "yoghurt"];
  return texts.staples[base as StapleKey];
}

/** Dishes made of egg: their name says it. */
const EGG_DISHES: readonly DishForm[] = [
  "omelet",
  "frittata",
  "rolled",
  "scrambled",
  "muffins",
  "eggsInSauce",
  "eggCups",
];

/** Whether the dish's own name already says what its protein is. */
function implied(art: RecipeArt): boolean {
  if (!art.protein) return false;
  if (art.protein.kind === "egg" && (EGG_DISHES.includes(art.dish.form) || art.dish.base === "ei"))
    return true;
  // Roasted carrots on yoghurt: the yoghurt is the bed, named as such.
  return art.dish.form === "smear" && art.protein.kind === "yoghurt";
}

/** What a composed picture shows, in words: 'roggebrood met ham, radijs en dille op een plank'. */
export function describeArt(art: RecipeArt, texts: ArtTexts): string {
  const own = art.protein
    ? lineWords(art.protein.line)
        .map((word) => texts.proteinWords[word])
        .find(Boolean)
    : undefined;
  const protein = art.protein
    ? (own ?? texts.cuts[`${art.protein.kind}:${art.protein.cut}`] ?? texts.proteins[art.protein.kind])
    : null;
  // Kwark spread as a bed is named as itself, not as the yoghurt it is drawn as.
  const base = art.dish.base === "yoghurt" && own ? own : baseWord(art.dish, texts);
  // A salad's leaves are named with the rest; the same word twice ('tomaat, tomaat') is said once.
  const words = [
    ...art.garnishes.map((g) => texts.staples[g.key]),
    ...(art.dish.form === "salad" && base ? [base] : []),
  ];
  const items = [...new Set(words)];
  const garnishes = texts.list(items);
  // A stew in a frying pan is a one-pan dish, not a 'stoofpot'.
  const form = art.dish.form === "stew" && art.vessel !== "pot" ? "plain" : art.dish.form;
  const named = texts.dishes[form]?.(implied(art) ? null : protein, items, base) ?? null;
  const food =
    named ??
    (protein && garnishes ? texts.withGarnishes(protein, garnishes) : (protein ?? (garnishes || null)));
  const vessel = art.steam ? texts.vessels.steamingSoupBowl : texts.vessels[art.vessel];
  const scene = texts.inVessel(food ?? texts.unnamed, vessel);
  return art.side ? texts.withSide(scene, texts.bases[art.side]) : scene;
}
