/** The 'Samen' mark and link on the list, the week and 'Bewaard': few words, loaded with them. */
export const nlSamenMark = {
  mark: "Samen",
  markLabel: "Gedeeld met je huisgenoten: naar Samen",
  invite: "Deel met je huisgenoten",
  lastUpdated: (when: string) => `Laatst bijgewerkt ${when}`,
  today: (time: string) => `vandaag om ${time}`,
  onDay: (day: string, time: string) => `${day} om ${time}`,
} as const;
