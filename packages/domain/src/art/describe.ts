import type { RecipeArt, Vessel } from "./compose";
import type { ProteinKind } from "./proteins";
import type { StapleKey } from "./staples";

/** The words a description is made of; the strings package holds them in Dutch. */
export interface ArtTexts {
  alt: (name: string, scene: string) => string;
  photoAlt: (name: string) => string;
  withGarnishes: (protein: string, garnishes: string) => string;
  inVessel: (food: string, vessel: string) => string;
  list: (items: readonly string[]) => string;
  vessels: Record<Vessel | "steamingSoupBowl", string>;
  proteins: Record<ProteinKind, string>;
  staples: Record<StapleKey, string>;
}

/** What a composed picture shows, in words: 'kip met paprika, rucola en tomaat in een kom'. */
export function describeArt(art: RecipeArt, texts: ArtTexts): string {
  const protein = art.protein ? texts.proteins[art.protein.kind] : null;
  const garnishes = texts.list(art.garnishes.map((g) => texts.staples[g.key]));
  const food =
    protein && garnishes ? texts.withGarnishes(protein, garnishes) : (protein ?? (garnishes || null));
  const vessel = art.steam ? texts.vessels.steamingSoupBowl : texts.vessels[art.vessel];
  return food ? texts.inVessel(food, vessel) : vessel;
}
