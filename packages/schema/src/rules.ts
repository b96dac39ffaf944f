// The option lists and the search and filter rules, without zod: what visitor pages need.
export * from "./options";
export * from "./icons";
export * from "./search";
export * from "./filter";
