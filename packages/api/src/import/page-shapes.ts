/**
 * Pages shaped to make a reader slow or crash (issue 41, item 4), shared by the procedure's and the
 * REST route's tests.
 */

/** A Recipe whose microdata nests `levels` item scopes, each carrying `names` names in its itemprop. */
export function nestedMicrodataPage(levels: number, names = 7, size?: number): string {
  const itemprop = Array.from({ length: names }, (_, i) => `p${i}`).join(" ");
  let inner = '<b itemprop="x">y</b>';
  for (let level = 0; level < levels; level++) inner = `<i itemprop="${itemprop}" itemscope>${inner}</i>`;
  const page = (pad: string) =>
    `<!doctype html><html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tomatensoep</h1><p>${pad}</p><ul><li itemprop="recipeIngredient">4 tomaten</li></ul>${inner}</div></body></html>`;
  const bare = page("");
  return size === undefined ? bare : page("x".repeat(Math.max(0, size - bare.length)));
}

/** A Recipe whose ingredient list is an array nested `depth` deep. */
export function deepJsonLd(depth: number): string {
  return `{"@type":"Recipe","name":"Soep","recipeIngredient":${"[".repeat(depth)}${"]".repeat(depth)}}`;
}
