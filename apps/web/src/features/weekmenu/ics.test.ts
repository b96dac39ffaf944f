import { describe, expect, it } from "vitest";

import type { Week } from "@repo/domain/weekmenu";

import { weekCalendar } from "./ics";

const recipes = [
  {
    id: "ontbijt1",
    name: "Omelet, met bieslook; en tomaat",
    chapter: "Ontbijt",
    proteinType: "Ei",
    prepTime: 10,
    calories: 300,
  },
  {
    id: "soep1",
    name: "Heldere kippensoep met prei, bleekselderij, peterselie en nog veel meer",
    chapter: "Soepen",
    proteinType: "Kip",
    prepTime: 30,
    calories: 280,
    servings: 4,
  },
];
const byId = new Map(recipes.map((r) => [r.id, r]));
const week: Week = {
  seed: 1,
  start: "2026-11-30",
  people: 2,
  slots: ["ontbijt1", "soep1", null, null, "soep1", ...Array<null>(16).fill(null)],
  locked: Array<boolean>(21).fill(false),
};
const times = { breakfast: "08:00", lunch: "13:00", dinner: "18:30" };
const now = new Date("2026-11-25T17:00:00Z");

describe("the week's calendar file", () => {
  const ics = weekCalendar(week, byId, times, "https://recepten.example", now);
  const unfolded = ics.replace(/\r\n /g, "");

  it("has one event per planned meal at the chosen times, each with its recipe's link", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(unfolded).toContain(
      "BEGIN:VEVENT\r\nUID:2026-11-30-0-ontbijt1@receptenboek\r\nDTSTAMP:20261125T170000Z\r\nDTSTART:20261130T080000\r\nDTEND:20261130T083000\r\nSUMMARY:Ontbijt: Omelet\\, met bieslook\\; en tomaat\r\nDESCRIPTION:https://recepten.example/recipe/ontbijt1?porties=2\r\nURL:https://recepten.example/recipe/ontbijt1?porties=2\r\nEND:VEVENT",
    );
    expect(unfolded).toContain("DTSTART:20261130T130000");
  });

  it("names the next day's lunch as what is left of the soup", () => {
    expect(unfolded).toContain(
      "DTSTART:20261201T130000\r\nDTEND:20261201T133000\r\nSUMMARY:Lunch: Heldere kippensoep met prei\\, bleekselderij\\, peterselie en nog veel meer (Restje van maandag)",
    );
  });

  it("folds lines longer than 75 octets", () => {
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n ");
  });
});
