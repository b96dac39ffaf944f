/** 'a', 'a en b', 'a, b en c'. */
function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} en ${items.at(-1) ?? ""}`;
}

/** 'omelet', 'omelet met spinazie en tomaat'. */
function withItems(head: string, items: readonly string[]): string {
  return items.length ? `${head} met ${list(items)}` : head;
}

type Dish = (protein: string | null, items: readonly string[], base: string | null) => string | null;

/** A dish named by its form; the egg of an omelet, roerei or egg muffins goes without saying. */
const DISHES = {
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
    return `${main} op een laag ${bed}${rest.length ? `, met ${list(rest)},` : ","}`;
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
  list,
  /** The dish's own name with what it holds; null leaves the food to speak ('kip met sla'). */
  dishes: DISHES,
  vessels: {
    plate: "op een bord",
    board: "op een plank",
    bowl: "in een kom",
    glass: "in een glas",
    pan: "in een koekenpan",
    pot: "in een stoofpan",
    muffinTin: "in een muffinvorm",
    ovenDish: "in een ovenschaal",
    tray: "op een bakplaat",
    airfryerBasket: "in de mand van de airfryer",
    steamer: "in een stoommandje",
    soupBowl: "in een soepkom",
    steamingSoupBowl: "in een dampende soepkom",
  },
  bases: {
    roggebrood: "roggebrood",
    knackebrod: "knäckebröd",
    komkommer: "komkommerbootjes",
    portobello: "portobello's",
    paprika: "gevulde paprika's",
    ei: "gevulde eieren",
    vleestomaat: "gevulde tomaten",
    slakommetje: "gevulde slablaadjes",
    yoghurt: "yoghurt",
  },
  proteins: {
    meatballs: "gehaktballetjes",
    salmon: "zalm",
    trout: "forel",
    whitefish: "witte vis",
    chicken: "kip",
    veal: "kalfsvlees",
    ham: "ham",
    egg: "ei",
    mozzarella: "mozzarella",
    goatcheese: "geitenkaas",
    cottagecheese: "cottage cheese",
    yoghurt: "yoghurt",
    kwark: "kwark",
    nuts: "noten",
    chickpeas: "kikkererwten",
    lentils: "linzen",
    soy: "edamame",
    tofu: "tofu",
    tempeh: "tempeh",
    beans: "bonen",
    // Mackerel, herring and sardines are drawn alike; the words say which it is.
    oilyfish: (line: string) =>
      /haring/i.test(line)
        ? "haring"
        : /sardi/i.test(line)
          ? "sardines"
          : /bokking/i.test(line)
            ? "bokking"
            : "makreel",
    shrimp: "garnalen",
    mussels: "mosselen",
    turkey: "kalkoen",
    beef: "rundvlees",
  },
  cuts: {
    "meatballs:crumbles": "rul gehakt",
    "chicken:strips": "kipreepjes",
    "chicken:drumsticks": "kippendrumsticks",
    "chicken:shredded": "draadjes kip",
    "chicken:slices": "plakjes kip",
    "salmon:cubes": "zalmblokjes",
    "whitefish:cubes": "blokjes vis",
    "veal:cubes": "blokjes kalfsvlees",
    "tofu:cubes": "blokjes tofu",
    "tempeh:cubes": "blokjes tempeh",
    "turkey:strips": "kalkoenreepjes",
    "beef:strips": "reepjes rundvlees",
    "beef:cubes": "blokjes rundvlees",
    "ham:strips": "hamreepjes",
  },
  staples: {
    lenteui: "lente-ui",
    tomaat: "tomaat",
    komkommer: "komkommer",
    paprika: "paprika",
    courgette: "courgette",
    broccoli: "broccoli",
    spinazie: "spinazie",
    wortel: "wortel",
    pastinaak: "pastinaak",
    ui: "ui",
    prei: "prei",
    venkel: "venkel",
    asperge: "asperges",
    boerenkool: "boerenkool",
    spruitjes: "spruitjes",
    kool: "kool",
    bloemkool: "bloemkool",
    champignon: "champignons",
    avocado: "avocado",
    appel: "appel",
    peer: "peer",
    framboos: "frambozen",
    aardbei: "aardbeien",
    blauwebes: "blauwe bessen",
    kiwi: "kiwi",
    citroen: "citroen",
    limoen: "limoen",
    sinaasappel: "sinaasappel",
    radijs: "radijs",
    rucola: "rucola",
    sla: "sla",
    sperziebonen: "sperziebonen",
    peultjes: "sugarsnaps",
    erwten: "erwten",
    biet: "biet",
    pompoen: "pompoen",
    aubergine: "aubergine",
    paksoi: "paksoi",
    witlof: "witlof",
    selderij: "bleekselderij",
    olijf: "olijven",
    knoflook: "knoflook",
    gember: "gember",
    basilicum: "basilicum",
    peterselie: "peterselie",
    bieslook: "bieslook",
    dille: "dille",
    munt: "munt",
    koriander: "koriander",
    tijm: "tijm",
    rozemarijn: "rozemarijn",
    salie: "salie",
  },
} as const;
