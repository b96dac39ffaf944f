// Counted ingredients named without a unit ('½ rode ui', '2 eieren') switch between singular and
// plural when scaling crosses 1, so '½ rode ui' for four becomes '2 rode uien'.

const PAIRS: readonly (readonly [string, string])[] = [
  ["ui", "uien"],
  ["ei", "eieren"],
  ["prei", "preien"],
  ["sjalot", "sjalotten"],
  ["citroen", "citroenen"],
  ["limoen", "limoenen"],
  ["appel", "appels"],
  ["peer", "peren"],
  ["banaan", "bananen"],
  ["mango", "mango's"],
  ["perzik", "perziken"],
  ["avocado", "avocado's"],
  ["tomaat", "tomaten"],
  ["tomaatje", "tomaatjes"],
  ["paprika", "paprika's"],
  ["peper", "pepers"],
  ["courgette", "courgettes"],
  ["aubergine", "aubergines"],
  ["komkommer", "komkommers"],
  ["wortel", "wortels"],
  ["peen", "penen"],
  ["aardappel", "aardappelen"],
  ["champignon", "champignons"],
  ["radijs", "radijzen"],
  ["radijsje", "radijsjes"],
  ["venkelknol", "venkelknollen"],
  ["filet", "filets"],
  ["dij", "dijen"],
  ["dijfilet", "dijfilets"],
  ["tortilla", "tortilla's"],
  ["wrap", "wraps"],
  ["pita", "pita's"],
  ["broodje", "broodjes"],
  ["boterham", "boterhammen"],
  ["snee", "sneeën"],
  ["blad", "bladeren"],
  ["blaadje", "blaadjes"],
  ["drumstick", "drumsticks"],
  ["portobello", "portobello's"],
  ["kumato", "kumato's"],
  ["olijf", "olijven"],
  ["asperge", "asperges"],
];

/** Forms this short only match whole words: 'ei' must not turn 'prei' into 'preieren'. */
const MIN_SUFFIX = 4;

function switchWord(word: string, plural: boolean): string | undefined {
  const hyphen = word.lastIndexOf("-");
  if (hyphen !== -1) {
    // 'lente-ui': the last part is the noun.
    const last = switchWord(word.slice(hyphen + 1), plural);
    return last === undefined ? undefined : word.slice(0, hyphen + 1) + last;
  }
  const lower = word.toLowerCase();
  for (const [one, many] of PAIRS) {
    const [from, to] = plural ? [one, many] : [many, one];
    if (lower === from || lower === to) return lower === from ? word.slice(0, -from.length) + to : word;
  }
  for (const [one, many] of PAIRS) {
    const [from, to] = plural ? [one, many] : [many, one];
    if (from.length >= MIN_SUFFIX && lower.endsWith(from)) return word.slice(0, -from.length) + to;
    // Already in the wanted form: nothing to do, and no later noun should change either.
    if (to.length >= MIN_SUFFIX && lower.endsWith(to)) return word;
  }
  return undefined;
}

/**
 * The ingredient text with its first known noun in the number that `amount` asks for; text before a
 * comma or bracket only, so a note ('2 uien, in ringen') is never touched.
 */
export function nounsForAmount(rest: string, amount: number): string {
  const cut = rest.search(/[,(]/);
  const head = cut === -1 ? rest : rest.slice(0, cut);
  const parts = head.split(/(\s+)/);
  for (let i = 0; i < parts.length; i += 2) {
    const switched = switchWord(parts[i] ?? "", amount > 1);
    if (switched !== undefined) {
      parts[i] = switched;
      return parts.join("") + rest.slice(head.length);
    }
  }
  return rest;
}

/** Things counted without a unit that nobody cuts in parts: an egg, a bay leaf, a radish. */
const WHOLE_NOUNS = ["ei", "eieren", "eitje", "eitjes"];
const WHOLE_ENDINGS = [
  "laurierblad",
  "laurierbladeren",
  "blaadje",
  "blaadjes",
  "radijsje",
  "radijsjes",
  "tomaatje",
  "tomaatjes",
  "olijf",
  "olijven",
  "takje",
  "takjes",
  "teentje",
  "teentjes",
  "drumstick",
  "drumsticks",
  "kwarteleitje",
  "kwarteleitjes",
];

/** Whether the first words of an ingredient (before a comma or bracket) name a thing kept whole. */
export function isWholeNoun(rest: string): boolean {
  const cut = rest.search(/[,(]/);
  const words = (cut === -1 ? rest : rest.slice(0, cut)).toLowerCase().split(/\s+/);
  return words.some((word) => {
    const last = word.slice(word.lastIndexOf("-") + 1);
    return WHOLE_NOUNS.includes(last) || WHOLE_ENDINGS.some((ending) => last.endsWith(ending));
  });
}
