import { useSyncExternalStore } from "react";

/**
 * What a device keeps and may share with its household: named fields of JSON values. The sync
 * code only sees this shape, so a later dataset (the 'Mijn keuken' data) joins the shared
 * document by calling registerShared with its own name, without touching the sync code.
 */
export interface SharedDataset {
  /** The dataset's name in the shared document; never reused for another shape. */
  name: string;
  /** This device's data as fields: one per thing that may change on its own (an item, a slot). */
  fields: () => Record<string, unknown>;
  /** Shows the household's merged fields on this device (written to its storage). */
  apply: (fields: Record<string, unknown>) => void;
  /** Told when this device changed the data itself. */
  onChange: (listener: () => void) => () => void;
}

const datasets = new Map<string, SharedDataset>();
const registered = new Set<(dataset: SharedDataset) => void>();

export function registerShared(dataset: SharedDataset): void {
  if (datasets.has(dataset.name)) return;
  datasets.set(dataset.name, dataset);
  for (const listener of registered) listener(dataset);
  scheduleStart();
}

/** Every dataset now and each one registered later (a page's store loads when the page does). */
export function eachShared(listener: (dataset: SharedDataset) => void): () => void {
  for (const dataset of datasets.values()) listener(dataset);
  registered.add(listener);
  return () => registered.delete(listener);
}

/** The household this device shares with; its key never leaves the device but in the link. */
export interface Household {
  id: string;
  key: string;
}

const HOUSEHOLD_KEY = "receptenboek:samen";
const householdListeners = new Set<() => void>();
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

function subscribeHousehold(listener: () => void) {
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

let started = false;

/**
 * Once a household exists, the sync code (Yjs and all) loads when the browser is idle: the first
 * load of any page carries none of it, and a device that never shares never downloads it.
 */
function scheduleStart(): void {
  if (started || typeof window === "undefined" || currentHousehold() === null) return;
  started = true;
  const start = () => void import("./engine").then((engine) => engine.startSharing());
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 500);
}
