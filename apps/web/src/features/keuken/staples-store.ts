import { deviceValue, isWordList } from "./device-value";
import { AT_HOME_KEY, STAPLES_KEY } from "./keys";

/** 'Altijd in huis': folded food words this kitchen always has. Unset until first chosen. */
export const staples = deviceValue<string[]>(STAPLES_KEY, isWordList, []);

/** 'Wat heb ik in huis?': the folded words picked on that page, kept for the next visit. */
export const atHome = deviceValue<string[]>(AT_HOME_KEY, isWordList, []);

export const toggleWord = (store: typeof staples, word: string) => {
  const words = store.get();
  store.set(words.includes(word) ? words.filter((w) => w !== word) : [...words, word]);
};

/** Shopping lines of a staple put back on the list with one tap, by their key. */
export const buyAnyway = deviceValue<string[]>("receptenboek:boodschappen:toch-kopen", isWordList, []);
