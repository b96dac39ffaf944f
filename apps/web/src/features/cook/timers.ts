import { useEffect, useState } from "react";

import { storedList } from "~/lib/stored-list";
import { showTimerChip, TIMERS_KEY } from "./timer-slot";

/** A running (or just finished) kitchen timer; the end time survives reloads. */
export interface KitchenTimer {
  /** The recipe, step and place in the step it came from: one timer per duration. */
  id: string;
  recipeId: string;
  step: number;
  label: string;
  endsAt: number;
  /** Set once the alarm went off, so a reload does not ring again. */
  rang?: boolean;
}

function isTimer(t: unknown): t is KitchenTimer {
  return (
    typeof t === "object" &&
    t !== null &&
    typeof (t as KitchenTimer).id === "string" &&
    typeof (t as KitchenTimer).label === "string" &&
    typeof (t as KitchenTimer).endsAt === "number"
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** More than any kitchen runs at once: a piled-up list cannot slow cook mode down. */
export const MAX_TIMERS = 20;

// Without storage the timers still run until the page closes. A timer that ran out over a day ago
// is gone, rung or not.
const timers = storedList(TIMERS_KEY, isTimer, {
  inMemory: true,
  tabOnly: true,
  max: MAX_TIMERS,
  newest: "last",
  isCurrent: (timer) => timer.endsAt > Date.now() - DAY_MS,
});
const { snapshot, write } = timers;

export const useTimers = timers.useList;

export function startTimer(timer: Omit<KitchenTimer, "endsAt">, seconds: number) {
  const others = snapshot().filter((t) => t.id !== timer.id);
  write([...others, { ...timer, endsAt: Date.now() + seconds * 1000 }]);
  // From here on the header shows it and rings at zero, on whatever page the cook is.
  showTimerChip();
}

/** The timers still counting down. */
export const runningTimers = (now = Date.now()) => snapshot().filter((t) => t.endsAt > now);

export function stopTimer(id: string) {
  write(snapshot().filter((t) => t.id !== id));
}

/** Marks every timer that just ran out in one write, however many there are. */
export function markRang(ids: readonly string[]) {
  if (ids.length === 0) return;
  const rang = new Set(ids);
  write(snapshot().map((t) => (rang.has(t.id) ? { ...t, rang: true } : t)));
}

/** The clock, ticking each second while anything counts down. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [ticking]);
  return now;
}

/** Time left as a kitchen clock shows it: '9:05', '1:02:00'. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
