import { HOUSEHOLD_ID } from "@repo/domain/samen";

import type { Household } from "./household";

/** The link that joins a household: its id and key in the fragment, which no request carries. */
export const householdLink = (household: Household, origin = window.location.origin) =>
  `${origin}/samen#${household.id}.${household.key}`;

/** The household of a link's fragment ('#id.key'), or null when there is none or it is malformed. */
export function householdOfFragment(hash: string): Household | null | "bad" {
  const text = hash.replace(/^#/, "");
  if (text === "") return null;
  const [id = "", key = ""] = text.split(".");
  return HOUSEHOLD_ID.test(id) && /^[A-Za-z0-9_-]{43}$/.test(key) ? { id, key } : "bad";
}
