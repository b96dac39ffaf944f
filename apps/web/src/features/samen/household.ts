import { useSyncExternalStore } from "react";

import { HOUSEHOLD_KEY, scheduleStart } from "./registry";

/** The household this device shares with; its key never leaves the device but in the link. */
export interface Household {
  id: string;
  key: string;
}

export const householdListeners = new Set<() => void>();
let household: Household | null | undefined;

function readHousehold(): Household | null {
  try {
    const value = JSON.parse(localStorage.getItem(HOUSEHOLD_KEY) ?? "null") as Partial<Household> | null;
    return typeof value?.id === "string" && typeof value.key === "string"
      ? { id: value.id, key: value.key }
      : null;
  } catch {
    return null;
  }
}

export const currentHousehold = (): Household | null => (household ??= readHousehold());

export function setHousehold(next: Household | null): void {
  try {
    if (next) localStorage.setItem(HOUSEHOLD_KEY, JSON.stringify(next));
    else localStorage.removeItem(HOUSEHOLD_KEY);
  } catch {
    // Storage switched off: this page shares until it closes.
  }
  household = next;
  scheduleStart();
  for (const listener of householdListeners) listener();
}

/** Told when this device starts or stops sharing, also in another tab. */
export function subscribeHousehold(listener: () => void) {
  householdListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== HOUSEHOLD_KEY) return;
    household = undefined;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    householdListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether this device shares (the 'Samen' mark); false in the server's render. */
export function useShared(): boolean {
  return useSyncExternalStore(
    subscribeHousehold,
    () => currentHousehold() !== null,
    () => false,
  );
}

/** When this device last heard from or sent to its household, for the mark. */
const SYNCED_KEY = "receptenboek:samen:synced";
let syncedAt: number | null | undefined;

export function setSyncedAt(at: number | null): void {
  if (at === syncedAt) return;
  syncedAt = at;
  try {
    if (at === null) localStorage.removeItem(SYNCED_KEY);
    else localStorage.setItem(SYNCED_KEY, String(at));
  } catch {
    // Only the mark's time is lost.
  }
  for (const listener of householdListeners) listener();
}

function readSyncedAt(): number | null {
  try {
    const value = Number(localStorage.getItem(SYNCED_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** When the household was last heard from (null: not shared, or not yet). */
export function useSyncedAt(): number | null {
  return useSyncExternalStore(
    subscribeHousehold,
    () => (currentHousehold() === null ? null : (syncedAt ??= readSyncedAt())),
    () => null,
  );
}
