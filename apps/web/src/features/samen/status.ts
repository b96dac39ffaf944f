import type { SyncStatus } from "./sync";
import { setSyncedAt } from "./household";

// The live state of the household's sync, apart from the engine (Yjs and all): the page shows it
// before, and without, loading the engine.
let status: SyncStatus = { connection: "connecting", updatedAt: null, rejected: 0 };
const listeners = new Set<() => void>();

export const syncStatus = () => status;
export function onSyncStatus(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function report(next: SyncStatus) {
  status = next;
  setSyncedAt(next.updatedAt);
  // On the page's root, for whoever watches the page (its browser tests): whether it is live.
  document.documentElement.dataset.samen = next.connection;
  for (const listener of listeners) listener();
}
