import { weekDayCheck } from "./weekmenu/day-check";
import { weekSlots } from "./weekmenu/slots";
import { weekPage } from "./weekmenu/week-page";

/** The week menu's texts: an object of their own, so they load with the week page only. */
export const nlWeek = {
  ...weekPage,
  ...weekSlots,
  ...weekDayCheck,
  share: "Deel deze week",
  copied: "Link gekopieerd",
  sharedOpened: "Je bekijkt een gedeelde week; hij staat nu ook op dit apparaat.",
  /** A shared link opened on a device with a week of its own: that week can come back. */
  sharedReplaced: "De gedeelde week staat nu op dit apparaat, in plaats van je eigen week.",
  ownWeekBack: "Mijn week terugzetten",
  print: "Afdrukken",
  calendar: "In je agenda (.ics)",
  times: "Tijden in je agenda",
  calendarFile: "weekmenu.ics",
  calendarName: "Weekmenu",
  shoppingList: "Alles op de boodschappenlijst",
  shoppingAdded: (n: number, people: string) =>
    `${n === 1 ? "1 recept" : `${n} recepten`} van je week, voor ${people} per maaltijd.`,
  shoppingOpen: "Naar de boodschappenlijst",
  loading: "Bezig met laden...",
} as const;
