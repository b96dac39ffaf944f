// Vegetables, fruit and fresh herbs. Weights are our own (see OwnWeights).
import type { Food } from "./types";
import { food } from "./types";

/** Chopped fresh herbs: an eetlepel is about 3 g, a bunch about 25 g. */
const HERB = { el: 3, units: { takje: 1, blaadje: 0.5, bos: 25, bosje: 25 } };

export const FRESH_FOODS: readonly Food[] = [
  food(["ui", "uien", "rode ui", "rode uien", "gele ui"], "11282", { piece: 110 }),
  food(["sjalot", "sjalotten", "sjalotje", "sjalotjes"], "11677", { piece: 25 }),
  food(["lente-ui", "lente-uien", "bosui", "bosuien"], "11291", { piece: 15 }),
  food(["knoflook"], "11215", { piece: 4, el: 9, units: { teentje: 4, teen: 4, bol: 45 } }),
  food(["gember", "verse gember", "geraspte verse gember"], "11216", { piece: 30, el: 6 }),
  food(["wortel", "wortels", "wortelen", "winterpeen", "peen"], "11124", { piece: 75 }),
  food(["bleekselderij"], "11143", { piece: 40, units: { stengel: 40, stengeltje: 40 } }, ["selderij"]),
  food(["knolselderij"], "11141", { piece: 700 }, ["selderij"]),
  // SR28's raw row is the white bulb only (61 kcal); a Dutch cook uses the green too, which the
  // boiled row (31 kcal, close to NEVO's raw leek) matches far better.
  food(["prei"], "11247", { piece: 200, units: { stengel: 200 } }),
  food(["spitskool", "witte kool", "kool"], "11109", { piece: 800 }),
  food(["boerenkool", "gesneden boerenkool"], "11233"),
  food(["paksoi"], "11116", { piece: 200, units: { krop: 200, kropje: 200 } }),
  food(["pastinaak", "pastinaken"], "11298", { piece: 200 }),
  food(["biet", "bieten", "bietjes", "rode biet", "rode bieten", "rode bietjes"], "11081", { piece: 100 }),
  food(["flespompoen", "pompoen"], "11485", { piece: 1000 }),
  food(["courgette", "courgettes"], "11477", { piece: 250 }),
  food(["aubergine", "aubergines"], "11209", { piece: 300 }),
  food(
    ["tomaat", "tomaten", "trostomaat", "trostomaten", "vleestomaat", "vleestomaten", "kumato", "kumato's"],
    "11529",
    {
      piece: 100,
      units: { tros: 500 },
    },
  ),
  food(["cherrytomaat", "cherrytomaten", "cherrytomaatjes", "snoeptomaatjes", "tomaatjes"], "11529", {
    piece: 15,
  }),
  food(["komkommer", "komkommers"], "11205", { piece: 350 }),
  food(["paprika", "paprika's", "rode paprika", "gele paprika", "groene paprika"], "11821", { piece: 150 }),
  food(
    ["minipaprika", "minipaprika's", "mini-paprika", "mini-paprika's", "snoeppaprika", "snoeppaprika's"],
    "11821",
    { piece: 30 },
  ),
  food(["rode peper", "rode pepers", "chilipeper", "chilipepers"], "11819", { piece: 15 }),
  food(["venkel", "venkelknol", "venkelknollen"], "11957", { piece: 250, units: { knol: 250 } }),
  food(["koolrabi"], "11241", { piece: 300 }),
  food(["spruitjes", "spruiten"], "11098", { piece: 10 }),
  food(["sperziebonen", "haricots verts"], "11052"),
  food(["sugarsnaps", "peultjes"], "11300", { piece: 5 }),
  food(["taugé"], "11043"),
  food(["broccoli"], "11090", { piece: 400 }),
  food(["bloemkool"], "11135", { piece: 1000 }),
  food(["spinazie", "babyspinazie", "verse spinazie"], "11457", { units: { handje: 30, handvol: 30 } }),
  food(["witlof"], "11151", { piece: 125, units: { stronk: 125, stronkje: 125 } }),
  food(["rucola"], "11959", { units: { handje: 20, handvol: 20 } }),
  // Lamb's lettuce has no row of its own in SR28: the closest leaf lettuce stands in.
  food(["veldsla", "sla", "ijsbergsla"], "11253", {
    piece: 300,
    units: { krop: 300, kropje: 150, handje: 20 },
  }),
  food(["romaine", "romaine sla", "bindsla"], "11251", { piece: 300 }),
  food(["radijs", "radijsjes", "radijzen"], "11429", { piece: 10, units: { bos: 150 } }),
  food(["asperge", "asperges", "groene asperges", "groene asperge"], "11011", {
    piece: 20,
    units: { bos: 250 },
  }),
  food(["tuinkers", "kers"], "11203", { el: 2, units: { bakje: 15, doosje: 15 } }),
  food(["champignon", "champignons", "kastanjechampignon", "kastanjechampignons"], "11266", { piece: 15 }),
  food(["portobello", "portobello's"], "11265", { piece: 90 }),
  food(["shiitake", "shiitakes"], "11238", { piece: 15 }),
  food(["aardappel", "aardappelen", "aardappels", "krieltjes"], "11352", { piece: 150 }),
  food(["zoete aardappel", "zoete aardappelen", "bataat"], "11507", { piece: 250 }),
  food(["avocado", "avocado's"], "09037", { piece: 140 }),
  food(["appel", "appels"], "09003", { piece: 150 }),
  food(["peer", "peren"], "09252", { piece: 170 }),
  food(["banaan", "bananen"], "09040", { piece: 120 }),
  food(["frambozen", "framboos"], "09302", { units: { bakje: 125 } }),
  food(["blauwe bessen", "bosbessen"], "09050", { units: { bakje: 125 } }),
  food(["aardbei", "aardbeien"], "09316", { piece: 15, units: { bakje: 400 } }),
  food(["citroen", "citroenen"], "09150", { piece: 85 }),
  food(["citroensap"], "09152", {}),
  food(["limoen", "limoenen"], "09159", { piece: 65 }),
  food(["limoensap", "limesap"], "09160", {}),
  food(["citroenschil", "geraspte citroenschil", "citroenrasp"], "09156", { el: 6 }),
  food(["basilicum", "verse basilicum"], "02044", HERB),
  food(["bieslook", "verse bieslook"], "11156", HERB),
  food(["dille", "verse dille"], "02045", HERB),
  // SR28 has dried tarragon only; at an eetlepel of fresh leaves it makes no difference worth a row.
  food(["dragon", "verse dragon"], "02041", { el: 1 }),
  food(["koriander", "verse koriander"], "11165", HERB),
  food(["munt", "verse munt", "muntblaadjes"], "02065", HERB),
  food(["peterselie", "verse peterselie", "platte peterselie", "krulpeterselie"], "11297", HERB),
  food(["rozemarijn", "verse rozemarijn"], "02063", HERB),
  food(["tijm", "verse tijm"], "02049", { ...HERB, units: { ...HERB.units, takje: 0.5 } }),
  food(["salie", "salieblaadjes", "salieblaadje", "verse salie"], "02038", {
    piece: 0.5,
    el: 1,
    units: { blaadje: 0.5 },
  }),
];
