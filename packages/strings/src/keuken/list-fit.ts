// How a recipe and a planned week fit the reader's own list: shown on the recipe page and in the
// week planner, not on the Mijn lijst page itself.
export const keukenListFit = {
  fits: "Past bij jouw lijst",
  notFits: (foods: readonly string[]) => `Niet op jouw lijst: ${foods.join(", ")}`,
  hasOil: "Met olie (fase 2: zonder olie)",
  toMyList: "Mijn lijst aanpassen",
  planFits: "Alleen recepten die bij mijn lijst passen",
  planAtHome: "Gebruik wat ik in huis heb",
  planListGaveWay: (n: number) =>
    `Mijn lijst gaf toe: ${n} ${n === 1 ? "maaltijd past" : "maaltijden passen"} niet bij je lijst, er waren te weinig passende recepten.`,
} as const;
