import { IndexeddbPersistence } from "y-indexeddb";
import * as Y from "yjs";

import type { Household } from "./household";
import { bindAll } from "./bind";
import { newKeyText } from "./crypto";
import { currentHousehold, setHousehold } from "./household";
import { report } from "./status";
import { syncHousehold } from "./sync";
import { loadSyncState, saveSyncState } from "./sync-state";

/** The device's shared document, kept in IndexedDB under this name whichever household it joins. */
const DOC_NAME = "receptenboek-samen";

let opened: Promise<Y.Doc> | null = null;
let running: { id: string; close: () => void } | null = null;

/**
 * The document, loaded from IndexedDB, with every dataset bound to it: from here on what the
 * stores show is the document's. The first time, what the stores held in localStorage moves in.
 */
function openDoc(): Promise<Y.Doc> {
  opened ??= (async () => {
    const doc = new Y.Doc();
    const persistence = new IndexeddbPersistence(DOC_NAME, doc);
    await persistence.whenSynced;
    bindAll(doc);
    return doc;
  })();
  return opened;
}

async function run(household: Household, fresh = false) {
  running?.close();
  const doc = await openDoc();
  const sync = await syncHousehold(doc, household, report, { fresh });
  running = { id: household.id, close: () => sync.close() };
}

/** Starts syncing the household this device shares with, if any (after idle, on any page). */
export async function startSharing(): Promise<void> {
  const household = currentHousehold();
  if (household && running?.id !== household.id) await run(household);
}

async function createHousehold(): Promise<Household> {
  const response = await fetch("/api/samen", { method: "POST" });
  const body = (await response.json()) as { id?: string; message?: string };
  if (!response.ok || !body.id) throw new Error(body.message ?? `create ${response.status}`);
  return { id: body.id, key: newKeyText() };
}

/** 'Deel met je huisgenoten': a new household holding what this device has. */
export async function share(): Promise<Household> {
  const household = await createHousehold();
  setHousehold(household);
  await run(household, true);
  return household;
}

/** Joins the household of a link: what this device had is merged into it. */
export async function join(household: Household): Promise<void> {
  setHousehold(household);
  // Everything this device holds is new to the household.
  saveSyncState({ ...loadSyncState(household.id), sent: "", dirty: true });
  await run(household);
}

/**
 * 'Nieuwe link': the household moves to a new id and key with this device's document, and the
 * old one is removed from the server, so its link stops working for everyone else.
 */
export async function rotate(): Promise<Household> {
  const old = currentHousehold();
  const household = await createHousehold();
  setHousehold(household);
  await run(household, true);
  if (old) await fetch(`/api/samen/${old.id}`, { method: "DELETE" }).catch(() => undefined);
  return household;
}

/** 'Stoppen met delen': this device keeps its copy (in its stores) and no longer syncs. */
export function stop(): void {
  running?.close();
  running = null;
  setHousehold(null);
  report({ connection: "connecting", updatedAt: null, rejected: 0 });
}
