// Mijn keuken: what is at home, the reader's own food list and what was cooked; all kept on the
// device. Loaded with the pages that use it.
export * from "./words";
export * from "./at-home";
export * from "./list-groups";
export * from "./my-list";
export * from "./plan";
