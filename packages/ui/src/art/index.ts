// The composed recipe pictures, as SVG text: the server renders them; the browser only links to them.
export { renderRecipeArt } from "./scene";
export type { ArtOptions } from "./scene";
