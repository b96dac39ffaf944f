import { useSyncExternalStore } from "react";

import type { RecipeForList, ShoppingEntry } from "@repo/domain";
import {
  addOwnItem,
  addRecipe,
  isShoppingEntry,
  listKeys,
  removeEntry,
  removeLines,
  SHOPPING_LIMITS,
} from "@repo/domain";

import { keepForOffline } from "~/features/offline/keep";
import { keyedList } from "~/features/samen/datasets";
import { registerShared } from "~/features/samen/registry";
import { storedList } from "~/lib/stored-list";
import { versioned } from "~/lib/stored-versions";
import { entryKey, SHOPPING_KEY, TICKS_KEY } from "./keys";

/** Set when a stored list could not be read and was removed: the page says so once. */
let discarded = false;
const discardListeners = new Set<() => void>();
const onDiscard = () => {
  discarded = true;
  for (const listener of discardListeners) listener();
};

/**
 * The list as added: each recipe with its lines and portions, each item typed by hand; version 1
 * of its stored form. Full storage keeps the list for as long as the page is open.
 */
const entries = storedList(SHOPPING_KEY, isShoppingEntry, {
  inMemory: true,
  max: SHOPPING_LIMITS.entriesMax,
  newest: "last",
  format: versioned<ShoppingEntry>(SHOPPING_KEY, [], onDiscard),
});
/** The merged lines ticked off, by their key, so a tick survives adding another recipe. */
const ticks = storedList(TICKS_KEY, (key): key is string => typeof key === "string", {
  inMemory: true,
  // One tick per line of a full list at the most.
  max: SHOPPING_LIMITS.entriesMax * 20,
  newest: "last",
  format: versioned<string>(TICKS_KEY, [], onDiscard),
});

const isKey = (key: unknown): key is string => typeof key === "string";

// Shared with the household ('Samen'): a recipe or typed item, and a tick, each merge on their own.
registerShared("shopping.entries", () =>
  keyedList(entries, { keyOf: entryKey, isItem: isShoppingEntry, newest: "last" }),
);
registerShared("shopping.ticks", () =>
  keyedList(ticks, { keyOf: (key) => key, isItem: isKey, newest: "last" }),
);

export const useEntries = entries.useList;
export const useTicks = ticks.useList;

export function useDiscarded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      discardListeners.add(listener);
      return () => discardListeners.delete(listener);
    },
    () => discarded,
    () => false,
  );
}

export function forgetDiscarded() {
  discarded = false;
  for (const listener of discardListeners) listener();
}

/** The recipe on the list, if it is there. */
export const entryFor = (recipeId: string) => entries.snapshot().find((e) => e.recipeId === recipeId);

/**
 * Puts a recipe on this device's list for `portions` people; when it is there already, 'add'
 * adds the portions and 'replace' replaces them. The week menu adds its recipes through this too.
 */
/** Returns whether the list is stored on the device (else it lasts until the page closes). */
export function addRecipeToList(recipe: RecipeForList, mode: "add" | "replace" = "add"): boolean {
  const stored = entries.write(addRecipe(entries.snapshot(), recipe, mode));
  // In the shop the list's recipes are at hand offline too.
  keepForOffline([recipe.id]);
  return stored;
}

/** The recipes on the list (not the items typed by hand). */
export const listedRecipeIds = (): string[] =>
  entries.snapshot().flatMap((entry) => (entry.recipeId === null ? [] : [entry.recipeId]));

export function addItemToList(text: string) {
  entries.write(addOwnItem(entries.snapshot(), text));
}

/** Takes a recipe and its lines off; ticks of lines no other recipe needs go with them. */
export function removeFromList(entry: ShoppingEntry) {
  const left = removeEntry(entries.snapshot(), entry);
  entries.write(left);
  const keys = listKeys(left);
  ticks.write(ticks.snapshot().filter((key) => keys.has(key)));
}

export function toggleTick(key: string) {
  const keys = ticks.snapshot();
  ticks.write(keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);
}

/** Puts the list back as it was before a change; what clearing returns for its undo. */
function keep(): () => void {
  const before = { entries: entries.snapshot(), ticks: ticks.snapshot() };
  return () => {
    entries.write(before.entries);
    ticks.write(before.ticks);
  };
}

/** Takes the ticked lines off the list (the recipes' other lines stay); returns its undo. */
export function clearTicked(): () => void {
  const undo = keep();
  entries.write(removeLines(entries.snapshot(), new Set(ticks.snapshot())));
  ticks.write([]);
  return undo;
}

/** Empties the list; returns its undo. */
export function clearList(): () => void {
  const undo = keep();
  entries.write([]);
  ticks.write([]);
  return undo;
}

/** The whole list and its ticks as stored, for the Mijn keuken page's file. */
export const listSnapshot = () => ({ entries: entries.snapshot(), ticks: ticks.snapshot() });

/** Replaces the list and its ticks at once: an import or 'remove all'. */
export function replaceList(next: { entries: readonly ShoppingEntry[]; ticks: readonly string[] }) {
  entries.write(next.entries);
  ticks.write(next.ticks);
}
