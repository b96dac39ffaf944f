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
