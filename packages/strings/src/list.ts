/** 'a', 'a en b', 'a, b en c': a Dutch list, with 'en' before the last item. */
export const listNl = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} en ${items.at(-1) ?? ""}`;
