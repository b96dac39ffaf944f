// Fruit in the season table (see produce.ts for where the months come from): a file of its own,
// so the week's suggested piece of fruit loads without the vegetables.
import type { Produce } from "./produce-row";
import { monthsOf } from "./months";
import { p } from "./produce-row";

export const FRUIT: readonly Produce[] = [
  p("aardbeien", "fruit", [5, 9], "aardbei"),
  p("een appel", "fruit", null, "appel(?!azijn|moes|stroop|sap|ciderazijn)|\\bappels\\b"),
  p("een peer", "fruit", [8, 4], "\\bpeer\\b|\\bperen\\b|stoofpeer|handpeer"),
  p("kersen", "fruit", [6, 8], "\\bkers\\b|\\bkersen\\b"),
  p("pruimen", "fruit", [7, 9], "pruim"),
  p("frambozen", "fruit", [6, 9], "framboos|frambozen"),
  p("blauwe bessen", "fruit", [6, 9], "blauwe bes"),
  p("bramen", "fruit", [7, 9], "\\bbraam|\\bbramen"),
  p("rode bessen", "fruit", [6, 8], "rode bes"),
  p("zwarte bessen", "fruit", [7, 8], "zwarte bes"),
  p("kruisbessen", "fruit", [6, 7], "kruisbes"),
  p("druiven", "fruit", [8, 10], "druif|druiven"),
  p("een stuk meloen", "fruit", [7, 9], "meloen"),
  p("kweeperen", "fruit", [10, 11], "kweepeer|kweeperen"),
  p("vlierbessen", "fruit", [8, 9], "vlierbes"),
  // Imported fruit: fruit on the day, whatever the month, but no Dutch season to keep.
  p("een banaan", "fruit", null, "banaan|bananen", true),
  p("een sinaasappel", "fruit", null, "sinaasappel(?!sap)", true),
  p("een mandarijn", "fruit", null, "mandarijn", true),
  p("een kiwi", "fruit", null, "\\bkiwi", true),
  p("een granaatappel", "fruit", null, "granaatappel", true),
  p("mango", "fruit", null, "\\bmango", true),
];

/** Dutch fruit in season in a month, for a suggested piece of fruit on a day without any. */
export function fruitOfMonth(month: number): Produce[] {
  return FRUIT.filter((item) => !item.imported && (!item.months || monthsOf(item.months).includes(month)));
}
