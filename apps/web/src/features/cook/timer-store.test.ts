import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { KitchenTimer } from "./timers";

const KEY = "receptenboek:timers";
const HOUR = 60 * 60 * 1000;
let stored: Map<string, string>;
let writes: number;

beforeEach(() => {
  vi.resetModules();
  stored = new Map();
  writes = 0;
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes += 1;
      stored.set(key, value);
    },
  });
  vi.stubGlobal("window", { addEventListener: () => undefined, removeEventListener: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

const timer = (i: number, endsAt: number, rang?: boolean): KitchenTimer => ({
  id: `t${i}`,
  recipeId: "r",
  step: 0,
  label: "10 minuten",
  endsAt,
  ...(rang ? { rang } : {}),
});

const storedTimers = () => JSON.parse(stored.get(KEY) ?? "[]") as KitchenTimer[];

describe("kitchen timers in storage", () => {
  it("reads 3,000 piled-up finished timers as at most 20, dropping those that ran out over a day ago", async () => {
    const now = Date.now();
    stored.set(
      KEY,
      JSON.stringify([
        ...Array.from({ length: 3_000 }, (_, i) => timer(i, now - 2 * 24 * HOUR, true)),
        timer(3_000, now - HOUR, true),
        timer(3_001, now + HOUR),
      ]),
    );
    const { startTimer } = await import("./timers");
    startTimer({ id: "new", recipeId: "r", step: 1, label: "5 minuten" }, 300);
    expect(storedTimers().map((t) => t.id)).toEqual(["t3000", "t3001", "new"]);
  });

  it("marks every timer that ran out together in one write", async () => {
    const now = Date.now();
    stored.set(KEY, JSON.stringify(Array.from({ length: 15 }, (_, i) => timer(i, now - 1_000))));
    const { markRang } = await import("./timers");
    markRang(Array.from({ length: 15 }, (_, i) => `t${i}`));
    expect(writes).toBe(1);
    expect(storedTimers().every((t) => t.rang === true)).toBe(true);
  });
});
