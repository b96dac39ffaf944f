import type { ArtGarnish, StapleKey } from "@repo/domain";

import { blueberries, raspberries } from "./fruit/berries";
import { citrus } from "./fruit/citrus";
import { apple, avocado, kiwi, pear } from "./fruit/halved";
import { strawberries } from "./fruit/strawberries";
import { chives, dill } from "./herbs/fine";
import { basil, coriander, parsley } from "./herbs/leafy";
import { mint, rosemary, sage, thyme } from "./herbs/sprigs";
import { garlic, leek, onion, springOnion } from "./veg/alliums";
import { bokChoy, cabbage, kale, sprouts } from "./veg/brassicas";
import { broccoli, cauliflower } from "./veg/florets";
import { courgette, cucumber, pumpkin } from "./veg/gourds";
import { endive, lettuce, rocket, spinach } from "./veg/leaves";
import { mushroom, olives } from "./veg/mushrooms-olives";
import { aubergine, pepper } from "./veg/nightshades";
import { greenBeans, peas, sugarSnaps } from "./veg/pods";
import { beet, carrot, ginger, parsnip, radish } from "./veg/roots";
import { asparagus, celery, fennel } from "./veg/stalks";
import { tomato } from "./veg/tomatoes";

type Draw = (colour: ArtGarnish["colour"], line: string) => string;

/** One drawing per kitchen staple the shared rules can find in an ingredient line. */
export const STAPLE_ART: Record<StapleKey, Draw> = {
  lenteui: springOnion,
  tomaat: tomato,
  komkommer: cucumber,
  paprika: pepper,
  courgette: courgette,
  broccoli: broccoli,
  spinazie: spinach,
  wortel: carrot,
  pastinaak: parsnip,
  ui: onion,
  prei: leek,
  venkel: fennel,
  asperge: asparagus,
  boerenkool: kale,
  spruitjes: sprouts,
  kool: () => cabbage(),
  bloemkool: cauliflower,
  champignon: mushroom,
  avocado: avocado,
  appel: apple,
  peer: pear,
  framboos: raspberries,
  aardbei: strawberries,
  blauwebes: blueberries,
  kiwi: kiwi,
  citroen: () => citrus("citroen"),
  limoen: () => citrus("limoen"),
  sinaasappel: () => citrus("sinaasappel"),
  radijs: radish,
  rucola: rocket,
  sla: lettuce,
  sperziebonen: greenBeans,
  peultjes: sugarSnaps,
  erwten: peas,
  biet: beet,
  pompoen: pumpkin,
  aubergine: aubergine,
  paksoi: bokChoy,
  witlof: endive,
  selderij: celery,
  olijf: olives,
  knoflook: garlic,
  gember: ginger,
  basilicum: basil,
  peterselie: parsley,
  bieslook: chives,
  dille: dill,
  munt: mint,
  koriander: coriander,
  tijm: thyme,
  rozemarijn: rosemary,
  salie: sage,
};
