import { listNl } from "../list";
import { nl } from "../nl";

// Gekookt: what the reader made, when, with a score and a private note.

export const keukenCooked = {
  madeIt: nl.kitchen.madeIt,
  madeItAgain: "Vandaag weer gemaakt",
  madeSaved: "Genoteerd in je kookboek",
  cookLogTitle: "Gekookt",
  madeOn: (dates: readonly string[]) => `Gemaakt op ${listNl(dates)}`,
  scoreLabel: "Mijn cijfer",
  score: (n: number) => `${n} van 5`,
  noteLabel: "Eigen notitie",
  notePlaceholder: "Bijvoorbeeld: minder gember, 25 min was genoeg",
  noteSave: "Notitie bewaren",
  noteSaved: "Notitie bewaard",
  private: "Alleen op dit apparaat, nergens heen gestuurd.",
  removeDate: (date: string) => `${date} weghalen`,
} as const;
