import type { ProteinKind, Vessel } from "@repo/domain";

import { cheeseBalls, curds, goatCheese, kwark, yoghurt } from "./dairy";
import { eggHalves, friedEgg } from "./eggs";
import { fillet, oilyFish } from "./fish";
import { beef, ham, meatballs, veal } from "./meat";
import { nuts, pulses } from "./nuts-pulses";
import { chicken, turkey } from "./poultry";
import { mussels, shrimp } from "./shellfish";
import { tempeh, tofu } from "./soy";

// Which drawing each protein gets: every kind drawn as itself, about 170 px across around (0, 0).

export function proteinArt(kind: ProteinKind, line: string, vessel: Vessel): string {
  switch (kind) {
    case "salmon":
      return fillet("#f08a5d", "#fbd3bf", "#8a6a62", "#fbd3bf");
    case "trout":
      return fillet("#e9967a", "#f7cdbd", "#7b7f80", "#f7cdbd");
    case "whitefish":
      return fillet("#f7f1e6", "#ffffff", "#a7adae", "#e6dac6");
    case "chicken":
      return chicken();
    case "veal":
      return veal();
    case "meatballs":
      return /kip/i.test(line) ? meatballs("#c98a55", "#e3b07e") : meatballs("#9c5a3c", "#c07a55");
    case "ham":
      return ham();
    case "egg":
      return vessel === "pan" ? friedEgg() : eggHalves();
    case "mozzarella":
      return cheeseBalls();
    case "goatcheese":
      return goatCheese();
    case "cottagecheese":
      return curds("#fffaf0", "#ece3d0", 22, 54);
    case "yoghurt":
      return yoghurt();
    case "nuts":
      return nuts(line);
    case "tofu":
      return tofu();
    case "tempeh":
      return tempeh();
    case "kwark":
      return kwark();
    case "oilyfish":
      return oilyFish();
    case "shrimp":
      return shrimp();
    case "mussels":
      return mussels();
    case "turkey":
      return turkey();
    case "beef":
      return beef();
    case "beans":
    case "lentils":
    case "chickpeas":
    case "soy":
      return pulses(line, kind);
  }
}
