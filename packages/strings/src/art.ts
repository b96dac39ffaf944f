import { DISHES } from "./art/dish-names";
import { artBases, artCuts, artVessels } from "./art/dish-parts";
import { artProteins } from "./art/proteins";
import { artStaples } from "./art/staples";
import { listNl } from "./list";

/**
 * The words that describe a composed recipe picture. Kept out of `nl` so only the code that
 * describes pictures (the server and the CMS's preview) carries them.
 */
export const nlArt = {
  /** A composed recipe picture, described: 'Illustratie van Omelet: omelet met spinazie in een koekenpan'. */
  alt: (name: string, scene: string) => `Illustratie van ${name}: ${scene}`,
  photoAlt: (name: string) => `Foto van ${name}`,
  withGarnishes: (protein: string, garnishes: string) => `${protein} met ${garnishes}`,
  inVessel: (food: string, vessel: string) => `${food} ${vessel}`,
  withSide: (scene: string, bread: string) => `${scene}, met ${bread} erbij`,
  unnamed: "een gerecht",
  /** 'a', 'a en b', 'a, b en c'. */
  list: listNl,
  /** The dish's own name with what it holds; null leaves the food to speak ('kip met sla'). */
  dishes: DISHES,
  vessels: artVessels,
  bases: artBases,
  proteins: artProteins,
  cuts: artCuts,
  staples: artStaples,
} as const;
