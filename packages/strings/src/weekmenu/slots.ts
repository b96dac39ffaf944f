// One meal in the week: what it shows and what can be done with it.

export const weekSlots = {
  minutes: (n: number) => `${n} min`,
  kcal: (n: number) => `±${n} kcal`,
  empty: "Nog niets gepland",
  leftover: (day: string) => `Restje van ${day}`,
  swap: "Wisselen",
  swapLabel: (meal: string, day: string) => `${meal} van ${day} wisselen`,
  lock: "Vastzetten",
  locked: "vast",
  lockLabel: (meal: string, day: string) => `${meal} van ${day} vastzetten`,
  clear: "Leegmaken",
  clearLabel: (meal: string, day: string) => `${meal} van ${day} leegmaken`,
  move: "Verplaatsen naar",
  moveLabel: (meal: string, day: string) => `${meal} van ${day} verplaatsen naar`,
  moveNone: "Verplaatsen…",
  pick: "Kies een recept",
  // Each slot's button says what its visible 'Kies' or 'Kies een recept' does, and where.
  pickLabel: (meal: string, day: string) => `Kies een recept voor ${meal.toLowerCase()} van ${day}`,
  pickOwn: "Kies",
  pickTitle: (meal: string, day: string) => `${meal} voor ${day}`,
  pickClose: "Sluiten",
} as const;
