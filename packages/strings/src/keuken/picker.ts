// The word fields of Mijn keuken's pages (what is at home, always at home, not on my list): only
// the field itself shows these, so they load with it and with nothing else.

export const keukenPicker = {
  pickAdd: "Toevoegen",
  remove: (item: string) => `${item} weghalen`,
  suggestions: "Suggesties",
} as const;
