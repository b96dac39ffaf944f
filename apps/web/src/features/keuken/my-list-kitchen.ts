// What the Mijn lijst page needs once the device keeps a list or the reader starts marking: the
// list's store and the word rules.
export { myList, toggleNotOnList } from "./my-list-store";
export { collectionWords, foldWord, matchWords } from "@repo/domain/keuken";
