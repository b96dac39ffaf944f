import * as Y from "yjs";

import { fromBase64Url, toBase64Url } from "./crypto";

/**
 * Where this device stands with its household, kept over reloads: the last sequence number it
 * read, what of its document the server is known to hold (a state vector), whether it has changes
 * of its own not yet sent, when it last heard from the household and how many messages it dropped.
 */
export interface SyncState {
  id: string;
  seq: number;
  sent: string;
  dirty: boolean;
  updatedAt: number | null;
  rejected: number;
}

const KEY = "receptenboek:samen:sync";

export function loadSyncState(id: string): SyncState {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "null") as SyncState | null;
    if (value?.id === id) return value;
  } catch {
    // Unreadable: start over, which costs one full read.
  }
  return { id, seq: 0, sent: "", dirty: true, updatedAt: null, rejected: 0 };
}

export function saveSyncState(state: SyncState): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage full: the next start reads and sends a little more again.
  }
}

export const encodeVector = (vector: Uint8Array) => toBase64Url(vector);
export const decodeVector = (text: string) => (text === "" ? undefined : fromBase64Url(text));

/** Whether two state vectors name the same clocks. */
export function sameVector(a: Uint8Array, b: string): boolean {
  const left = Y.decodeStateVector(a);
  const right = b === "" ? new Map<number, number>() : Y.decodeStateVector(fromBase64Url(b));
  if (left.size !== right.size) return false;
  for (const [client, clock] of left) if (right.get(client) !== clock) return false;
  return true;
}
