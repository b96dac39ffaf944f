import type { FilterState } from "@repo/domain";
import { toggle } from "@repo/domain";

import type { FilterList } from "./filter-options";

const LISTS = new Set<string>([
  "proteinTypes",
  "preparationMethods",
  "diets",
  "maxTimes",
  "season",
] satisfies FilterList[]);
const isList = (name: string): name is FilterList => LISTS.has(name);

type Change = (state: FilterState) => FilterState;

/**
 * What the visitor did to the server's search field and filter boxes before the app listened or
 * while it adopted them: React keeps such a box ticked and such text in the field, but hears no
 * change (it takes the control's state as it finds it for its own). What React rendered a control
 * with is the control's default (the box's `defaultChecked`, the field's `defaultValue`); the
 * visitor's hand is the difference. Read once, right after the app has adopted the page, before
 * anything renders again; null when the visitor changed nothing.
 */
export function readPaintedChoices(section: ParentNode | null): Change | null {
  if (!section) return null;
  const changes: Change[] = [];
  const field = section.querySelector<HTMLInputElement>('input[type="search"]');
  if (field && field.value !== field.defaultValue) {
    const search = field.value;
    changes.push((state) => ({ ...state, search }));
  }
  for (const box of section.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')) {
    const { name, value, checked } = box;
    if (checked === box.defaultChecked || !isList(name)) continue;
    // Set, not flipped: a tick the app also heard as it adopted the box counts once.
    changes.push((state) => ({ ...state, [name]: toggle(state[name] ?? [], value, checked) }));
  }
  if (changes.length === 0) return null;
  return (state) => changes.reduce((current, change) => change(current), state);
}
