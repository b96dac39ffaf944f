// Protein sources, dairy, grains, pulses, nuts, oils, liquids and dried spices. Weights are our
// own (see OwnWeights).
import type { Food } from "./types";
import { food, own } from "./types";

/** Dried spices and powders: a theelepel is about 2 g. */
const SPICE = { el: 6, piece: 0.5 };
const OIL = { el: 13, density: 0.92 };
const BROTH = { units: { blokje: 500 } };
/** Sugar and gluten that depend on the brand (see claims in labels.ts). */
const BRAND = ["suiker-per-merk", "gluten-per-merk"] as const;

export const PANTRY_FOODS: readonly Food[] = [
  food(["ei", "eieren", "eitje", "eitjes"], "01123", { piece: 50 }, ["ei"]),
  food(["kipfilet", "kipfilets", "kippenborst", "kip", "kipreepjes", "kipblokjes"], "05062", { piece: 150 }, [
    "gevogelte",
  ]),
  food(
    ["kippendijfilet", "kippendijfilets", "kippendij", "kippendijen", "dijfilet"],
    "05096",
    { piece: 100 },
    ["gevogelte"],
  ),
  // The edible part of a drumstick: meat and skin without the bone.
  food(
    ["kippendrumstick", "kippendrumsticks", "drumstick", "drumsticks", "kippenpoot", "kippenpoten"],
    "05066",
    { piece: 75 },
    ["gevogelte"],
  ),
  // Without the skin, as most recipes take them: the meat-only row, and a lighter piece.
  food(
    ["kippendrumsticks zonder vel", "kippendrumstick zonder vel", "drumsticks zonder vel"],
    "05071",
    { piece: 65 },
    ["gevogelte"],
  ),
  food(["kalfsgehakt"], "17142", {}, ["vlees"]),
  food(
    ["kalfsoester", "kalfsoesters", "kalfsfricandeau", "kalfsvlees", "kalfsschnitzel"],
    "17099",
    { piece: 130 },
    ["vlees"],
  ),
  food(["kalfsstoofvlees", "kalfsriblap", "kalfsschouder"], "17119", {}, ["vlees"]),
  food(["rundergehakt", "gehakt"], "23567", {}, ["vlees"]),
  food(["beenham", "ham", "hamreepjes", "achterham"], "07028", { units: { plak: 20, plakje: 20 } }, [
    "vlees",
  ]),
  food(["rauwe ham", "parmaham", "serranoham"], "10150", { units: { plak: 12.5, plakje: 12.5 } }, ["vlees"]),
  food(["zalm", "zalmfilet", "zalmfilets", "zalmmoot"], "15236", { piece: 125 }, ["vis"]),
  food(["gerookte zalm"], own("gerookte zalm"), { units: { plak: 20, plakje: 20 } }, ["vis"]),
  food(["kabeljauw", "kabeljauwfilet", "kabeljauwfilets"], "15015", { piece: 125 }, ["vis"]),
  food(["schelvis", "schelvisfilet", "schelvisfilets"], "15033", { piece: 125 }, ["vis"]),
  food(["zeebaars", "zeebaarsfilet", "zeebaarsfilets"], "15091", { piece: 100 }, ["vis"]),
  food(["forel", "forelfilet", "forelfilets"], "15240", { piece: 60 }, ["vis"]),
  // Smoked fish carries its salt: SR28 has no smoked trout or mackerel, so these rows are ours.
  food(
    ["gerookte forel", "gerookte forelfilet", "gerookte forelfilets"],
    own("gerookte forel"),
    { piece: 60 },
    ["vis"],
  ),
  food(["gerookte makreel", "gerookte makreelfilet"], own("gerookte makreel"), { piece: 100 }, ["vis"]),
  food(["ansjovis", "ansjovisfilet", "ansjovisfilets", "ansjovisjes"], "15002", { piece: 4 }, ["vis"]),
  food(["tonijn"], "15121", { units: { blik: 120, blikje: 120 } }, ["vis"]),
  food(["makreel", "makreelfilet"], "15046", { piece: 100 }, ["vis"]),
  food(["garnalen", "garnaal", "gamba's"], "15270", { piece: 10 }, ["schaaldier"]),
  // Bought live in the shell; the lines give the meat's weight in brackets ('2 kg mosselen (500 g vlees)').
  food(["mosselen", "mossel"], "15164", {}, ["weekdier"]),
  // Maatjesharing is mildly salted; the kippered row carries about as much salt as the raw rows lack.
  food(
    ["maatjesharing", "maatjesharingen", "haring", "haringen", "hollandse nieuwe"],
    "15042",
    { piece: 80 },
    ["vis"],
  ),
  food(["kalkoenfilet", "kalkoenfilets", "kalkoen", "kalkoenreepjes"], "05710", { piece: 150 }, [
    "gevogelte",
  ]),
  food(["biefstuk", "biefstukken", "biefstukjes", "rundvlees", "runderreepjes"], "23244", { piece: 125 }, [
    "vlees",
  ]),
  food(["runderstoofvlees", "sukadelappen", "riblappen"], "23093", {}, ["vlees"]),
  food(["tofu", "stevige tofu"], "16126", { units: { blok: 375 } }, ["soja"]),
  // Silken tofu sold without a firmness is the soft kind.
  food(["zijden tofu"], "16161", {}, ["soja"]),
  food(["tempeh"], "16114", { units: { blok: 200 } }, ["soja"]),
  food(["edamame", "edamameboontjes", "edamamebonen", "sojabonen"], "11211", {}, ["soja"]),
  // Tamari is brewed without wheat, but not every brand: gluten-free by the label only.
  food(["tamari"], "16124", { el: 18 }, ["soja", "gluten-per-merk"]),
  food(["sojasaus"], "16124", { el: 18 }, ["soja", "glutengraan"]),
  food(["ketjap", "ketjap manis"], "16124", { el: 18 }, ["soja", "glutengraan", "suiker"]),
  food(["miso", "witte miso", "donkere miso"], "16112", { el: 18 }, ["soja"]),
  food(["yoghurt", "volle yoghurt", "magere yoghurt"], "01116", { units: { beker: 150 } }, ["zuivel"]),
  food(["griekse yoghurt", "skyr", "kwark"], "01287", { units: { beker: 150 } }, ["zuivel"]),
  food(["magere kwark"], "01256", { units: { bak: 500, beker: 500 } }, ["zuivel"]),
  food(["cottage cheese", "hüttenkäse"], "01012", { units: { bakje: 200 } }, ["zuivel"]),
  // Fresh mozzarella in its whey: no SR28 row fits (those are the firmer pizza cheeses).
  food(["mozzarella"], own("mozzarella"), { piece: 125, units: { bol: 125, bolletje: 125 } }, ["zuivel"]),
  food(["geitenkaas", "zachte geitenkaas", "verse geitenkaas"], "01159", {}, ["zuivel"]),
  food(["feta"], "01019", {}, ["zuivel"]),
  food(["parmezaan", "parmezaanse kaas", "parmigiano"], "01033", { el: 6 }, ["zuivel"]),
  food(["ricotta"], "01037", {}, ["zuivel"]),
  food(["kaas", "belegen kaas", "oude kaas", "cheddar"], "01009", { units: { plak: 20, plakje: 20 } }, [
    "zuivel",
  ]),
  food(["melk", "halfvolle melk"], "01079", { density: 1.03 }, ["zuivel"]),
  food(["boter", "roomboter"], "01001", { el: 14 }, ["zuivel"]),
  food(["amandeldrank", "amandelmelk", "ongezoete amandeldrank"], "14091", {}, ["noten"]),
  food(["roggebrood"], own("roggebrood"), { units: { snee: 40, sneetje: 40, plak: 40, plakje: 40 } }, [
    "glutengraan",
  ]),
  food(["volkorenbrood", "brood"], "18075", { units: { snee: 35, sneetje: 35 } }, ["glutengraan"]),
  food(["knäckebröd", "knäckebrod", "crackers"], "18226", { piece: 10 }, ["glutengraan"]),
  food(["havermout", "havervlokken"], "08120", { el: 6 }, ["glutengraan"]),
  food(["pasta", "volkorenpasta", "spaghetti"], "20120", {}, ["glutengraan"]),
  food(["couscous"], "20028", {}, ["glutengraan"]),
  food(["zilvervliesrijst", "rijst", "bruine rijst"], "20036", {}),
  food(["quinoa"], "20035", {}),
  food(["rode linzen", "linzen", "droge linzen"], "16144", {}),
  food(["gekookte linzen", "gekookte zwarte linzen", "belugalinzen", "zwarte linzen"], "16070", {}),
  food(["kikkererwten"], "16358", { units: { blik: 240, pot: 240 } }),
  food(["gekookte kikkererwten"], "16057", {}),
  food(["zwarte bonen"], "16316", { units: { blik: 240, pot: 240 } }),
  food(["witte bonen", "cannellinibonen"], "16051", { units: { blik: 240, pot: 240 } }),
  food(["doperwten", "erwten"], "11312", {}),
  food(["amandelen", "amandel", "ongebrande amandelen"], "12061", { piece: 1.2 }, ["noten"]),
  food(["walnoten", "walnoot"], "12155", { piece: 4 }, ["noten"]),
  food(["hazelnoten", "hazelnoot"], "12120", { piece: 1.5 }, ["noten"]),
  food(["pindakaas"], "16398", { el: 16 }, ["pinda"]),
  food(["sesamzaad", "sesamzaadjes"], "12023", { el: 8 }, ["sesam"]),
  food(["pompoenpitten"], "12014", { el: 8 }),
  food(["chiazaad"], "12006", { el: 10 }),
  food(["lijnzaad"], "12220", { el: 8 }),
  food(["olijfolie", "olie"], "04053", OIL),
  food(["sesamolie"], "04058", OIL, ["sesam"]),
  food(["kokosolie"], "04047", OIL),
  food(["olijven", "olijf", "zwarte olijven"], "09193", { piece: 4 }),
  // Green olives in brine carry twice the salt of the US black ones.
  food(["groene olijven", "groene olijf"], "09195", { piece: 4 }),
  food(["kappertjes"], "02054", { el: 9 }),
  food(["tomatenpuree"], "11546", { el: 16 }),
  food(["tomatenblokjes", "tomatenpulp", "gepelde tomaten"], "11885", { units: { blik: 400, pak: 400 } }),
  // Most Dutch stock cubes hold sugar or dextrose and some wheat: the claims depend on the brand.
  food(["groentebouillon", "bouillon"], "06700", BROTH, ["selderij", ...BRAND]),
  food(
    ["groentebouillon met minder zout", "bouillon met minder zout", "zoutarme groentebouillon"],
    own("bouillon met minder zout"),
    BROTH,
    ["selderij", ...BRAND],
  ),
  food(["kippenbouillon"], "06183", BROTH, ["gevogelte", "selderij", ...BRAND]),
  food(["rode wijnazijn", "witte wijnazijn", "wijnazijn"], "02068", {}, ["sulfiet"]),
  food(["mosterd", "grove mosterd", "dijonmosterd"], "02046", { el: 15 }, ["mosterd", "suiker-per-merk"]),
  food(["mierikswortel", "geraspte mierikswortel"], "02055", { el: 15 }),
  food(["suiker", "kristalsuiker", "rietsuiker", "basterdsuiker"], "19335", { el: 12 }, ["suiker"]),
  food(["honing", "ahornsiroop", "agavesiroop", "stroop"], "19296", { el: 21 }, ["suiker"]),
  food(["zout", "zeezout", "grof zeezout"], "02047", { el: 18 }),
  food(["laurierblad", "laurierblaadjes", "laurierblaadje", "laurier"], "02004", { piece: 0.2 }),
  food(["kardemom", "gemalen kardemom"], "02006", SPICE),
  food(
    ["oregano", "gedroogde oregano", "italiaanse kruiden", "gedroogde italiaanse kruiden"],
    "02027",
    SPICE,
  ),
  food(["gedroogde tijm"], "02042", SPICE),
  food(["paprikapoeder", "gerookt paprikapoeder", "gerookte paprikapoeder"], "02028", SPICE),
  // Sumac has no row in SR28; paprika powder is the closest dried red spice, at a gram or two.
  food(["sumak", "sumac"], "02028", SPICE),
  food(["kerriepoeder", "kerrie"], "02015", SPICE),
  food(["knoflookpoeder"], "02020", SPICE),
  food(["vanillepoeder", "vanille-extract", "vanille"], "02050", SPICE),
  food(["komijn", "gemalen komijn", "komijnzaad"], "02014", SPICE),
  food(["kaneel"], "02010", SPICE),
  food(["nootmuskaat", "geraspte nootmuskaat"], "02025", SPICE),
  food(["karwijzaad", "karwij"], "02005", SPICE),
  food(["kurkuma", "geelwortel"], "02043", SPICE),
  food(["venkelzaad"], "02018", SPICE),
];
