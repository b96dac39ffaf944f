// Its own module: the CMS search needs this rule without the overview's search code.
/** Lowercase, strip accents and fold whitespace, so 'Crème' and 'creme' compare equal. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
