import * as Y from "yjs";

import { SAMEN_LIMITS } from "@repo/domain/samen";

import type { HouseholdKey } from "./crypto";
import type { Household } from "./household";
import type { SyncState } from "./sync-state";
import { LOCAL } from "./bind";
import { importKey, open, seal } from "./crypto";
import { decodeVector, encodeVector, loadSyncState, sameVector, saveSyncState } from "./sync-state";

/** What the page shows of the sync. */
export interface SyncStatus {
  connection: "connecting" | "online" | "offline" | "gone";
  updatedAt: number | null;
  rejected: number;
}

interface Message {
  seq: number;
  data: string;
}

const REMOTE = Symbol("remote");
const RETRY_MS = 5_000;

/** Something the server refused for good: this household is gone (rotated, stopped or expired). */
class Gone extends Error {}

/**
 * Keeps the document in step with one household: sends this device's changes (encrypted),
 * applies the household's (each checked, a failed one dropped and counted), listens to the stream
 * of new numbers, and compacts the log into a snapshot when the server asks for one.
 */
export async function syncHousehold(
  doc: Y.Doc,
  household: Household,
  report: (status: SyncStatus) => void,
  opts: { fresh?: boolean } = {},
) {
  const key: HouseholdKey = await importKey(household.key);
  const base = `/api/samen/${household.id}`;
  const state: SyncState = loadSyncState(household.id);
  let connection: SyncStatus["connection"] = "connecting";
  let closed = false;
  let events: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const tell = () => report({ connection, updatedAt: state.updatedAt, rejected: state.rejected });
  const save = () => {
    saveSyncState(state);
    tell();
  };

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    if (response.status === 404) throw new Gone();
    return response;
  }

  /** One at a time: a pull, a push and a compaction never interleave. */
  let queue = Promise.resolve();
  const serial = (task: () => Promise<void>) => (queue = queue.then(task, task));

  async function applyMessage(message: Message) {
    const plain = await open(key, household.id, message.data);
    if (!plain) {
      state.rejected += 1;
      return;
    }
    const caughtUp = sameVector(Y.encodeStateVector(doc), state.sent);
    Y.applyUpdate(doc, plain, REMOTE);
    // Nothing of ours was unsent: the server holds all this document has.
    if (caughtUp) state.sent = encodeVector(Y.encodeStateVector(doc));
  }

  async function pullNow() {
    const response = await call("GET", `/updates?after=${state.seq}`);
    if (!response.ok) throw new Error(`read ${response.status}`);
    const read = (await response.json()) as { seq: number; snapshot: Message | null; updates: Message[] };
    const messages = [...(read.snapshot ? [read.snapshot] : []), ...read.updates];
    for (const message of messages) await applyMessage(message);
    if (messages.length > 0) state.updatedAt = Date.now();
    state.seq = Math.max(state.seq, read.seq);
    save();
  }

  // Local changes counted, so a change made while a send is under way keeps the state dirty.
  let changes = 0;
  const sentAll = (mark: number) => {
    if (changes === mark) state.dirty = false;
  };

  async function compactNow() {
    await pullNow();
    const mark = changes;
    const vector = Y.encodeStateVector(doc);
    const data = await seal(key, household.id, Y.encodeStateAsUpdate(doc));
    const response = await call("PUT", "/snapshot", { upTo: state.seq, data });
    if (!response.ok) throw new Error(`snapshot ${response.status}`);
    state.sent = encodeVector(vector);
    sentAll(mark);
    state.updatedAt = Date.now();
    save();
  }

  async function pushNow() {
    if (!state.dirty) return;
    const mark = changes;
    const vector = Y.encodeStateVector(doc);
    const data = await seal(key, household.id, Y.encodeStateAsUpdate(doc, decodeVector(state.sent)));
    if (data.length > SAMEN_LIMITS.updateBytes) return compactNow();
    const response = await call("POST", "/updates", { data });
    // The household holds all it may: the log becomes one snapshot (which carries this change too).
    if (response.status === 409) return compactNow();
    if (!response.ok) throw new Error(`append ${response.status}`);
    state.sent = encodeVector(vector);
    sentAll(mark);
    state.updatedAt = Date.now();
    save();
  }

  const attempt = (task: () => Promise<void>) =>
    serial(async () => {
      if (closed) return;
      try {
        await task();
      } catch (error) {
        if (error instanceof Gone) return lose();
        connection = "offline";
        tell();
      }
    });
  const pull = () => attempt(pullNow);
  const push = () => attempt(pushNow);

  function lose() {
    connection = "gone";
    events?.close();
    tell();
  }

  function listen() {
    if (closed || connection === "gone") return;
    events = new EventSource(`${base}/events`);
    events.onopen = () => {
      connection = "online";
      tell();
      void push();
    };
    events.addEventListener("seq", (event) => {
      if (Number((event as MessageEvent<string>).data) > state.seq) void pull();
    });
    events.addEventListener("gone", lose);
    events.onerror = () => {
      if (connection !== "gone") connection = "offline";
      tell();
      // The browser reconnects by itself unless the server refused (404, 429): then ask anew later.
      if (events?.readyState === EventSource.CLOSED) {
        retry = setTimeout(() => {
          void pull().then(listen);
        }, RETRY_MS);
      }
    };
  }

  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin !== LOCAL) return;
    changes += 1;
    state.dirty = true;
    saveSyncState(state);
    void push();
  };
  doc.on("update", onUpdate);
  const onOnline = () => {
    void pull();
    void push();
  };
  window.addEventListener("online", onOnline);

  tell();
  if (opts.fresh) await attempt(compactNow);
  await pull();
  await push();
  listen();

  return {
    close() {
      closed = true;
      clearTimeout(retry);
      events?.close();
      doc.off("update", onUpdate);
      window.removeEventListener("online", onOnline);
    },
  };
}
