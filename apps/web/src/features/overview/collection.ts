// The overview's search and filter rules, loaded together with the whole list: the first page
// the server painted needs neither.
export { countFacets, filterRecipes, indexRecipes, prepareSearch, suggestRecipes } from "@repo/domain";
