import { useSyncExternalStore } from "react";

import { currentHousehold, householdListeners, subscribeHousehold } from "./household";

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
