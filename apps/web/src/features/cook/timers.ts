import { useEffect, useState, useSyncExternalStore } from "react";

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

const KEY = "receptenboek:timers";
const NONE: readonly KitchenTimer[] = [];
const listeners = new Set<() => void>();
let current: readonly KitchenTimer[] | null = null;

function read(): readonly KitchenTimer[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(value)) return NONE;
    return value.filter(
      (t): t is KitchenTimer =>
        typeof t === "object" &&
        t !== null &&
        typeof (t as KitchenTimer).id === "string" &&
        typeof (t as KitchenTimer).label === "string" &&
        typeof (t as KitchenTimer).endsAt === "number",
    );
  } catch {
    return NONE;
  }
}

function write(timers: readonly KitchenTimer[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(timers));
  } catch {
    // Without storage the timers still run until the page closes.
  }
  current = timers;
  for (const listener of listeners) listener();
}

function snapshot() {
  current ??= read();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTimers(): readonly KitchenTimer[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

export function startTimer(timer: Omit<KitchenTimer, "endsAt">, seconds: number) {
  const others = snapshot().filter((t) => t.id !== timer.id);
  write([...others, { ...timer, endsAt: Date.now() + seconds * 1000 }]);
}

export function stopTimer(id: string) {
  write(snapshot().filter((t) => t.id !== id));
}

export function markRang(id: string) {
  write(snapshot().map((t) => (t.id === id ? { ...t, rang: true } : t)));
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
