import type { RecipeData } from "../recipe/recipe";
import type { Cut } from "./cut";
import type { Bread, Dish } from "./dish";
import type { Liquid } from "./liquid";
import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";
import type { ArtLine, Vessel } from "./vessel";
import { chooseCut } from "./cut";
import { breadIn, chooseDish } from "./dish";
import { hashText, seededRandom } from "./hash";
import { vesselLiquid } from "./liquid";
import { NOT_A_PROTEIN, PROTEIN_FAMILY, PROTEIN_KINDS, PROTEINS } from "./proteins";
import { NOT_FRESH, STAPLE_KEYS, STAPLES } from "./staples";
import { chooseVessel } from "./vessel";
import { hasWord, lineWords, wordTable } from "./words";

export type Colour = "red" | "yellow" | "green" | "orange" | "white";

export interface ArtGarnish {
  key: StapleKey;
  colour: Colour | null;
  /** The ingredient line it was found in. */
  line: string;
  /** Whether the recipe's name names it: such a vegetable is drawn large, as part of the dish. */
  named: boolean;
}

export interface RecipeArt {
  dish: Dish;
  vessel: Vessel;
  /** A hot soup steams; a cold one does not. */
  steam: boolean;
  /** Served warm: fruit stewed in a pan is drawn cooked, not raw. */
  warm: boolean;
  liquid: Liquid | null;
  protein: { kind: ProteinKind; line: string; cut: Cut } | null;
  garnishes: ArtGarnish[];
  /** The bread a line names to eat beside the dish, drawn on the table. */
  side: Bread | null;
  /** Drives placement and plate colour, so the same recipe always looks the same. */
  seed: number;
}

/** What a picture is made of; the bundled collection's read-only lists fit too. */
export interface ArtRecipe extends Pick<
  RecipeData,
  "name" | "chapter" | "proteinType" | "preparationMethod" | "instructions"
> {
  ingredients: readonly string[];
  icons: readonly string[];
}

export const MAX_GARNISHES = 3;

const firstProtein = wordTable(PROTEIN_KINDS.map((kind) => PROTEINS[kind]));
const firstStaple = wordTable(STAPLE_KEYS.map((key) => STAPLES[key].words));

// Every rule below asks about the same lines: each line is split and matched once.
function readLine(text: string): ArtLine {
  const lower = text.toLowerCase();
  const words = lineWords(text);
  return {
    text,
    protein: NOT_A_PROTEIN.test(lower) ? null : (PROTEIN_KINDS[firstProtein(words)] ?? null),
    staple: NOT_FRESH.test(lower) ? null : (STAPLE_KEYS[firstStaple(words)] ?? null),
  };
}

function colourIn(line: string): Colour | null {
  const lower = line.toLowerCase();
  if (/\brode?\b|\brood\b/.test(lower)) return "red";
  if (/\bgele?\b|\bgeel\b/.test(lower)) return "yellow";
  if (/\bgroene?\b/.test(lower)) return "green";
  if (/\boranje\b/.test(lower)) return "orange";
  if (/\bwitte?\b/.test(lower)) return "white";
  return null;
}

/** The protein drawn: one the protein type stands for and an ingredient line names, never a guess. */
function findProtein(recipe: ArtRecipe, lines: readonly ArtLine[]): RecipeArt["protein"] {
  const family = PROTEIN_FAMILY[recipe.proteinType] ?? [];
  const match =
    lines.find(({ protein }) => protein && family.includes(protein)) ?? lines.find(({ protein }) => protein);
  if (!match?.protein) return null;
  const cut = chooseCut(match.protein, match.text, recipe.name, recipe.instructions);
  return { kind: match.protein, line: match.text, cut };
}

function isCold(recipe: ArtRecipe): boolean {
  return (
    recipe.preparationMethod === "Koud" || recipe.icons.includes("cold") || /\bkoude?\b/i.test(recipe.name)
  );
}

/** Tomatoes look different by kind: cherry, yellow, beefsteak, kumato. */
function tomatoKind(line: string): string {
  const lower = line.toLowerCase();
  const kind = /cherry|cocktail|snoep/.test(lower) ? "cherry" : (/vlees|kumato/.exec(lower)?.[0] ?? "");
  return /\bgele?\b/.test(lower) ? `${kind}-geel` : kind;
}

/** Holders that are a staple too: a stuffed tomato's tomato is the dish, not a garnish. */
const HOLDER_STAPLE: Record<string, StapleKey> = { vleestomaat: "tomaat", slakommetje: "sla" };

const GROUP_RANK = { veg: 1, fruit: 1, herb: 2, aromatic: 3 } as const;

/** Two or three staples from the ingredient lines; the ones the name mentions come first. */
function chooseGarnishes(
  recipe: ArtRecipe,
  lines: readonly ArtLine[],
  proteinLine: string | null,
  { form, base }: Dish,
): ArtGarnish[] {
  // A plain dish's lead vegetable is one of its staples, drawn large; a bed or holder is not.
  const keepBase = form === "plain";
  // Tomatoes of different kinds ('drie soorten tomaat') are each shown; other staples once.
  const seen = new Set<string>();
  const found: (ArtGarnish & { rank: number; order: number })[] = [];
  const nameWords = lineWords(recipe.name.replace(/[-,]/g, " "));
  lines.forEach(({ text: line, staple: key }, order) => {
    if (line === proteinLine) return;
    if (!key || (key === base && !keepBase) || key === HOLDER_STAPLE[base ?? ""]) return;
    const variant = key === "tomaat" ? `tomaat:${tomatoKind(line)}` : key;
    if (seen.has(variant)) return;
    seen.add(variant);
    const inName = hasWord(nameWords, STAPLES[key].words);
    const rank = inName ? 0 : GROUP_RANK[STAPLES[key].group];
    found.push({ key, colour: colourIn(line), line, named: inName, rank, order });
  });
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);
  // One herb is enough when there is more to show.
  const herbs = found.filter((g) => STAPLES[g.key].group === "herb");
  const others = found.filter((g) => STAPLES[g.key].group !== "herb");
  // ...unless the name already names more than there is room for ('drie soorten tomaat').
  const named = others.filter((g) => g.rank === 0).length;
  const reserved = named >= MAX_GARNISHES ? 0 : Math.min(1, herbs.length);
  const picked = [...others.slice(0, MAX_GARNISHES - reserved), ...herbs].slice(0, MAX_GARNISHES);
  picked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return picked.map(({ key, colour, line, rank }) => ({ key, colour, line, named: rank === 0 }));
}

/**
 * What a recipe's picture shows, from the recipe's own data: the vessel from its method and
 * chapter, its protein as itself and a few staples from its ingredient lines. Pure and stable.
 */
export function composeArt(recipe: ArtRecipe): RecipeArt {
  const lines = recipe.ingredients.map(readLine);
  const protein = findProtein(recipe, lines);
  const dish = chooseDish({
    ...recipe,
    protein: protein?.kind ?? null,
    staples: lines.flatMap(({ staple }) => (staple ? [staple] : [])),
  });
  const vessel = chooseVessel(recipe, dish);
  // The leaves of a salad and what a wrap holds are drawn as the dish itself, not beside it.
  const garnishes = chooseGarnishes(recipe, lines, protein?.line ?? null, dish);
  const side =
    dish.form === "bread" || dish.form === "toastie"
      ? null
      : (recipe.ingredients.map(breadIn).find(Boolean) ?? null);
  return {
    dish,
    vessel,
    steam: vessel === "soupBowl" && !isCold(recipe),
    warm: !isCold(recipe) && recipe.preparationMethod !== "Blender",
    liquid: vesselLiquid(recipe, lines, dish, vessel, protein?.kind ?? null),
    protein,
    garnishes,
    side,
    seed: hashText(recipe.name),
  };
}

/** Bump when the drawing changes, so cached pictures under the old version are not kept. */
export const ART_STYLE_VERSION = 4;

/** A short tag for the picture's content: it changes whenever the picture would. */
export function artVersion(art: RecipeArt): string {
  return hashText(`${ART_STYLE_VERSION}|${JSON.stringify(art)}`).toString(36);
}

export { seededRandom };
