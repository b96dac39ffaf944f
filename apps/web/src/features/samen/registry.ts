import { whenIdle } from "~/lib/idle";

/**
 * What a device keeps and may share with its household: named fields of JSON values. The sync
 * code only sees this shape, so a later dataset (the 'Mijn keuken' data) joins the shared
 * document by calling registerShared with a name of its own, without touching the sync code.
 */
export interface SharedDataset {
  /** This device's data as fields: one per thing that may change on its own (an item, a slot). */
  fields: () => Record<string, unknown>;
  /** Shows the household's merged fields on this device (written to its storage). */
  apply: (fields: Record<string, unknown>) => void;
  /** Told when this device changed the data itself. */
  onChange: (listener: () => void) => () => void;
}

/** Makes the dataset when the sync starts: its code need not be in a page's first load. */
export type SharedLoader = () => SharedDataset | Promise<SharedDataset>;

const loaders = new Map<string, SharedLoader>();
const registered = new Set<(name: string, load: SharedLoader) => void>();

/** Shares a dataset under `name` (its map in the household's document; never reused for another shape). */
export function registerShared(name: string, load: SharedLoader): void {
  if (loaders.has(name)) return;
  loaders.set(name, load);
  for (const listener of registered) listener(name, load);
  scheduleStart();
}

/** Every dataset now and each one registered later (a page's store loads when the page does). */
export function eachShared(listener: (name: string, load: SharedLoader) => void): () => void {
  for (const [name, load] of loaders) listener(name, load);
  registered.add(listener);
  return () => registered.delete(listener);
}

/** Where the household this device shares with is kept (household.ts reads and writes it). */
export const HOUSEHOLD_KEY = "receptenboek:samen";

let started = false;

/**
 * Once a household exists, the sync code (Yjs and all) loads when the browser is idle: the first
 * load of any page carries none of it, and a device that never shares never downloads it.
 */
export function scheduleStart(): void {
  if (started || typeof window === "undefined") return;
  try {
    if (localStorage.getItem(HOUSEHOLD_KEY) === null) return;
  } catch {
    return;
  }
  started = true;
  const start = () => void import("./engine").then((engine) => engine.startSharing());
  whenIdle(start, 2_000, 500);
}
