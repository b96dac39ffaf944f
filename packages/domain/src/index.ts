// What the browser and the server share, without zod: option lists, the recipe's shape and limits,
// the search and filter rules, quantities and durations. Visitor code imports only this.
export * from "./options";
export * from "./recipe";
export * from "./icons";
export * from "./normalize";
export * from "./search";
export { prepareSearch } from "./search-collection";
export * from "./filter-state";
export * from "./filter";
export * from "./protein-groups";
export * from "./images";
export * from "./paths";
export * from "./quantity";
export * from "./portions";
export * from "./durations";
export * from "./password";
export * from "./art";
export * from "./summary";
export * from "./pages";
export * from "./initial-data";
export * from "./first-page";
export * from "./food-groups";
export * from "./aisles";
export * from "./shopping-entries";
export * from "./shopping-list";
export * from "./nbsp";
export * from "./related";
export * from "./suggest";
