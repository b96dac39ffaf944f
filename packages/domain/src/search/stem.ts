// One small Dutch stemmer, the only one the search uses: the words a visitor types and the words
// of a recipe go through the same function, so 'tomaten', 'tomaat' and 'cherrytomaatjes' meet.

/** Words of a normalised text: letters and digits; 'avocado's' reads as 'avocado'. */
export function words(text: string): string[] {
  return text
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

const DOUBLE_CONSONANT = /([^aeiou])\1$/;
/** A single a, o or u before one consonant, after a consonant: the open syllable of 'tomaten'. */
const OPEN_SYLLABLE = /(^|[^aeiou])([aou])([^aeiouj])$/;
/** An e in the first syllable only ('peren', 'tenen'); later it is mostly unstressed ('wortelen'). */
const OPEN_FIRST_E = /^([^aeiou]*e)([^aeiou])$/;

/** The singular of a plural ending in -en: kippen/kip, tomaten/tomaat, kazen/kaas, druiven/druif. */
function withoutEn(word: string): string {
  const rest = word.slice(0, -2);
  if (DOUBLE_CONSONANT.test(rest)) return rest.slice(0, -1);
  // Dutch writes s and f as z and v between vowels: kaas/kazen, druif/druiven; not 'linzen'.
  const plain = rest.replace(/([aeiouj])z$/, "$1s").replace(/([aeiouj])v$/, "$1f");
  return plain.replace(OPEN_SYLLABLE, "$1$2$2$3").replace(OPEN_FIRST_E, "$1e$2");
}

/** Without a diminutive's -je: tomaatje/tomaat, blokje/blok, boontje/boon, eitje/ei, kippetje/kip. */
function withoutJe(word: string): string {
  const base = word.slice(0, -2);
  if (/([^aeiou])\1et$/.test(base)) return base.slice(0, -3);
  if (base.endsWith("mp")) return base.slice(0, -1);
  if (base.endsWith("t") && !/(aa|ee|oo|uu)t$/.test(base)) return base.slice(0, -1);
  return base;
}

/** One plural or diminutive ending off, or the word itself. */
function singular(word: string): string {
  if (word.endsWith("eieren")) return word.slice(0, -4);
  if (word.length >= 5 && /(?:e|el|er|em|en)s$/.test(word)) return word.slice(0, -1);
  // A plural in -s after a consonant (filets, champignons, cashews); not -ss, nor -js as in radijs.
  if (word.length >= 5 && /[^aeiousj]s$/.test(word)) return word.slice(0, -1);
  if (word.length >= 5 && word.endsWith("je")) return withoutJe(word);
  // 'teen' and 'ideeen' are no plurals of 'te' and 'ide'.
  if (word.length >= 4 && word.endsWith("en") && !word.endsWith("een")) return withoutEn(word);
  return word;
}

/**
 * The word and each form it gives as its endings come off one at a time, the singular it stands
 * for (as near as spelling tells) last: cherrytomaatjes, cherrytomaatje, cherrytomaat. A plural's
 * forms are the plural and its singular's forms, so it finds all its singular finds. A few
 * singulars lose an ending too ('citroen' gives 'citro'); their plurals follow them there.
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  for (let i = 0; i < 4; i++) {
    const next = singular(forms[forms.length - 1] ?? word);
    if (forms.includes(next)) break;
    forms.push(next);
  }
  return forms;
}

/** The last of a word's forms: the one a plural and its singular share. */
export function stem(word: string): string {
  const forms = wordForms(word);
  return forms[forms.length - 1] ?? word;
}

/**
 * A recipe word's stem, and the stem of each part before a linking -en: Dutch compounds join on
 * the plural ('tomatenpuree', 'bonensoep'), so 'tomaat' and 'boon' find them by the same stemmer.
 */
export function wordStems(word: string): string[] {
  const stems = [stem(word)];
  for (let end = word.indexOf("en", 2) + 2; end > 3 && end < word.length; end = word.indexOf("en", end) + 2) {
    const part = stem(word.slice(0, end));
    if (!stems.includes(part)) stems.push(part);
  }
  return stems;
}
