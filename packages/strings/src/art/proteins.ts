// The words for each protein a picture can show.

export const artProteins = {
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
} as const;
