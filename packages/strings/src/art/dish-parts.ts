// The words for what a pictured dish is served in, what it is built on and how its protein is cut.

export const artVessels = {
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
} as const;

export const artBases = {
  roggebrood: "roggebrood",
  knackebrod: "knäckebröd",
  komkommer: "komkommerbootjes",
  portobello: "portobello's",
  paprika: "gevulde paprika's",
  ei: "gevulde eieren",
  vleestomaat: "gevulde tomaten",
  slakommetje: "gevulde slablaadjes",
  yoghurt: "yoghurt",
} as const;

export const artCuts = {
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
} as const;
