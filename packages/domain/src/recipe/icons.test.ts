import { describe, expect, it } from "vitest";

import { DEFAULT_ICON_EMOJI, iconInfo } from "./icons";
import { ICON_KEYS } from "./options";

describe("iconInfo", () => {
  it("gives a known key its emoji", () => {
    expect(iconInfo("egg")).toEqual({ emoji: "🥚", key: "egg" });
  });

  it("draws protein and cold without meat or frost, which would mislabel yoghurt and salads", () => {
    expect(iconInfo("protein").emoji).toBe("💪");
    expect(iconInfo("cold").emoji).toBe("🥗");
  });

  it("has a distinct emoji for every icon key", () => {
    const emojis = ICON_KEYS.map((key) => iconInfo(key).emoji);
    expect(emojis).not.toContain(DEFAULT_ICON_EMOJI);
    expect(new Set(emojis).size).toBe(ICON_KEYS.length);
  });

  it("gives an unknown key the default marker", () => {
    expect(iconInfo("dragon")).toEqual({ emoji: DEFAULT_ICON_EMOJI, key: "unknown" });
  });

  it("does not treat inherited object properties as keys", () => {
    expect(iconInfo("toString")).toEqual({ emoji: DEFAULT_ICON_EMOJI, key: "unknown" });
    expect(iconInfo("__proto__").key).toBe("unknown");
  });
});
