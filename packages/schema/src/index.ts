export * from "./options";
export * from "./recipe";
export * from "./icons";
export * from "./search";
export * from "./filter";
