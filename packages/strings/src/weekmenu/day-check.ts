// The day check under each day and the week's rules, with where a rule gave way.

export const weekDayCheck = {
  daySummary: "Dagcheck",
  meals3: (n: number) => `${n} van 3 maaltijden`,
  groups3: (n: number) => `${n} ${n === 1 ? "eiwitgroep" : "verschillende eiwitgroepen"}`,
  dayKcal: (n: number) => `${n} kcal`,
  dayProtein: (n: number) => `${n} g eiwit`,
  reminders: ["Eet je appel bij of na een maaltijd", "5 uur tussen de maaltijden"],
  rules: {
    repeat: "Dit recept staat al eerder in de week",
    activeTime: "Meer actieve tijd dan je voor deze dag koos",
    proteinGroup: "Deze eiwitgroep staat al op deze dag",
    exclusion: "Past niet bij wat je uitsluit",
    meal: "Hoort niet bij deze maaltijd",
  },
  gaveWay: "Niet alle regels pasten bij de recepten die er zijn. Waar het niet kon:",
  gaveWayLine: (rule: string, n: number) => `${rule}: ${n} ${n === 1 ? "keer" : "keer"}`,
} as const;
