// The composed recipe pictures, as SVG text: the server renders them for pages and cards; the
// CMS form draws one from an unsaved draft as its preview.
export { renderRecipeArt } from "./scene";
export type { ArtOptions } from "./scene";
export { glyphKey } from "./glyph";
export { BACKGROUNDS, CERAMICS, DARK_DIM, PLATES } from "./scene";
export { BREAD_COLOURS } from "./dishes";
export { BOARD_COLOUR, liquidColour } from "./vessels";
