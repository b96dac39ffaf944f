// What a recipe shows beside its text: its icons, the portions control, cook mode and Gekookt.

export const nlIcons = {
  egg: "Eiwitbron",
  protein: "Eiwitrijk",
  vegetable: "Groente",
  fruit: "Fruit",
  hot: "Warm",
  cold: "Koud",
  soup: "Soep",
  sauce: "Saus",
  balance: "Balans",
  unknown: "Overig",
} as const;

// The one control of 'Gekookt' a recipe page shows before the device keeps a cook log.
export const nlKitchen = { madeIt: "Ik heb dit gemaakt" } as const;

export const nlPortions = {
  label: "Aantal personen",
  people: (n: number) => `${n} ${n === 1 ? "persoon" : "personen"}`,
  fewer: "Minder personen",
  more: "Meer personen",
} as const;

export const nlCookLink = {
  open: "Kookmodus",
  title: (name: string) => `Kookmodus: ${name}`,
} as const;
