import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";

import type { SyncStatus } from "./sync";
import { fromBase64Url, importKey, newKeyText, seal, toBase64Url } from "./crypto";
import { syncHousehold } from "./sync";

const ID = "AAAAAAAAAAAAAAAAAAAAAAAA";

/** An update of another device: one list entry under `key`. */
function updateWith(key: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap("shopping.entries").set(key, { at: 1, item: key });
  return Y.encodeStateAsUpdate(doc);
}

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal("window", { addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.stubGlobal(
    "EventSource",
    class {
      static CLOSED = 2;
      readyState = 0;
      addEventListener = () => undefined;
      close = () => undefined;
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("Samen: the household's updates as a device reads them", () => {
  it("applies what opens with the key, and drops and counts one with a flipped bit", async () => {
    const keyText = newKeyText();
    const key = await importKey(keyText);
    const good = await seal(key, ID, updateWith("prei"));
    const tampered = fromBase64Url(await seal(key, ID, updateWith("gif")));
    tampered[20] = (tampered[20] ?? 0) ^ 1;
    const fetched: string[] = [];
    const sent: string[] = [];
    vi.stubGlobal("fetch", (url: string, init: { method: string; body?: string }) => {
      fetched.push(`${init.method} ${url}`);
      if (init.body) sent.push(init.body);
      const body =
        init.method === "GET"
          ? {
              seq: 2,
              snapshot: null,
              updates: [
                { seq: 1, data: good },
                { seq: 2, data: toBase64Url(tampered) },
              ],
            }
          : { seq: 3 };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: init.method === "GET" ? 200 : 201 }),
      );
    });

    const doc = new Y.Doc();
    const statuses: SyncStatus[] = [];
    const sync = await syncHousehold(doc, { id: ID, key: keyText }, (status) => statuses.push(status));
    sync.close();

    expect([...doc.getMap("shopping.entries").keys()]).toEqual(["prei"]);
    expect(statuses.at(-1)?.rejected).toBe(1);
    expect(fetched[0]).toBe(`GET /api/samen/${ID}/updates?after=0`);
    // What this device sent is ciphertext: not a word of the list in it.
    expect(fetched).toContain(`POST /api/samen/${ID}/updates`);
    expect(sent.join("")).not.toContain("prei");
  });
});
