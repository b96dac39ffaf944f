import type { IconKey } from "./options";

export interface IconInfo {
  emoji: string;
  /** Key into the strings package's icon labels. */
  key: IconKey | "unknown";
}

const EMOJI: Record<IconKey, string> = {
  egg: "🥚",
  // Not a drumstick: yoghurt, eggs and pulses are protein-rich too.
  protein: "💪",
  vegetable: "🥦",
  fruit: "🍎",
  hot: "🔥",
  // A cold dish, not a frozen one: a snowflake reads as "can go in the freezer".
  cold: "🥗",
  soup: "🍲",
  sauce: "🥣",
  balance: "⚖️",
};

export const DEFAULT_ICON_EMOJI = "🍽️";

/**
 * Every emoji the site shows for icons: the site's own emoji font carries exactly these. A
 * function, so the pages (which never ask) carry no copy of the list.
 */
export const iconEmoji = (): string[] => [...Object.values(EMOJI), DEFAULT_ICON_EMOJI];

function isIconKey(key: string): key is IconKey {
  return Object.hasOwn(EMOJI, key);
}

/** The emoji for an icon key; an unknown key gets the default marker. */
export function iconInfo(key: string): IconInfo {
  return isIconKey(key) ? { emoji: EMOJI[key], key } : { emoji: DEFAULT_ICON_EMOJI, key: "unknown" };
}
