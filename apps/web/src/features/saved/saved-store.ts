import { useSyncExternalStore } from "react";

/** The recipes kept on this device: ids in localStorage, never sent to the server. */
const KEY = "receptenboek:bewaard";
const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let current: readonly string[] | null = null;

function read(): readonly string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : NONE;
  } catch {
    // Storage switched off or a hand-edited value: nothing saved rather than a broken page.
    return NONE;
  }
}

function snapshot(): readonly string[] {
  current ??= read();
  return current;
}

function notify() {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving a recipe shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The saved ids right now, outside React. */
export const savedIds = snapshot;

export function useSavedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

export function useIsSaved(id: string): boolean {
  return useSavedIds().includes(id);
}

/** Saves or forgets a recipe; returns whether it is saved now. */
export function toggleSaved(id: string): boolean {
  const ids = snapshot();
  const saved = !ids.includes(id);
  const next = saved ? [id, ...ids] : ids.filter((other) => other !== id);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Full or switched-off storage: the heart simply does not stay on.
  }
  notify();
  return saved;
}
