// The search's rule for one typed word, in one place: the per-recipe match (search.ts) and the
// collection's (search-collection.ts) both ask it, so they cannot come to differ.
import { foodGroupMembers } from "../food/food-groups";
import { wordForms } from "./stem";

/** Words this long forgive one wrong, missing, extra or swapped letter. */
export const TYPO_MIN_LENGTH = 5;

/** A word of the search box, with what the rule compares of it worked out once. */
export interface QueryWord {
  text: string;
  /** The word and its singular forms (stem.ts), its stem last. */
  forms: readonly string[];
  stem: string;
  /** The members of the food group it names that are single words ('zalm'), and the others. */
  wordMembers: readonly string[];
  phraseMembers: readonly string[];
  /** The forms that may be one letter off: none for short words. */
  typoForms: readonly string[];
}

const WORD = /^[a-z0-9]+$/;

/** Whether text holds only letters and digits: then it occurs in a text exactly when in one of its words. */
export const isWord = (text: string): boolean => WORD.test(text);

export function queryWord(text: string): QueryWord {
  const forms = wordForms(text);
  const members = foodGroupMembers(text);
  return {
    text,
    forms,
    stem: forms[forms.length - 1] ?? text,
    wordMembers: members.filter(isWord),
    phraseMembers: members.filter((member) => !isWord(member)),
    typoForms: text.length < TYPO_MIN_LENGTH ? [] : forms,
  };
}

/** Whether long from l on equals short from s on, compared in place, without slices. */
function sameFrom(long: string, short: string, l: number, s: number): boolean {
  for (; s < short.length; l++, s++) if (long.charCodeAt(l) !== short.charCodeAt(s)) return false;
  return true;
}

/** True when one edit (a letter changed, added, dropped, or two neighbours swapped) turns a into b. */
export function oneEditApart(a: string, b: string): boolean {
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1 || a === b) return false;
  const [long, short] = diff >= 0 ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  if (long.length !== short.length) return sameFrom(long, short, i + 1, i);
  if (sameFrom(long, short, i + 1, i + 1)) return true;
  // A swap of two neighbouring letters: 'courgtete'.
  return long[i] === short[i + 1] && long[i + 1] === short[i] && sameFrom(long, short, i + 2, i + 2);
}

/** The typo rule for one candidate: only candidates of four letters or more. */
function typoMatch(form: string, candidate: string): boolean {
  return candidate.length >= TYPO_MIN_LENGTH - 1 && oneEditApart(form, candidate);
}

/**
 * Whether a typed word finds one word of a recipe (stems being wordStems(word), its own stem
 * first): as part of it (the case-insensitive match of the spec); by one of its singular forms as
 * part of the word, or its stem as part of one of the word's stems, so a plural finds all its
 * singular finds ('tomaten' finds 'trostomaat' and 'cherrytomaatjes', 'tomaat' finds
 * 'tomatenpuree'); by a member of the food group it names ('vis' finds zalm); or, from five
 * letters on, with one letter wrong ('courgete'). Every rule only adds matches; the cheap ones
 * run first.
 */
export function wordMatches(q: QueryWord, word: string, stems: readonly string[]): boolean {
  const wordStem = stems[0] ?? word;
  return (
    q.forms.some((form) => word.includes(form)) ||
    stems.some((part) => part.includes(q.stem)) ||
    q.wordMembers.some((member) => word.includes(member)) ||
    q.typoForms.some((form) => typoMatch(form, word) || typoMatch(form, wordStem))
  );
}

/** The part of the rule that reads the whole text: a query or member with other characters ('2%'). */
export function textMatches(q: QueryWord, text: string): boolean {
  return text.includes(q.text) || q.phraseMembers.some((member) => text.includes(member));
}
