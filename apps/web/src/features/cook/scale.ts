// The quantity rules, a file of their own: a recipe read for the people it was written for
// needs none of them.
export { scaleIngredients } from "@repo/domain";
