import type * as Y from "yjs";

import type { SharedDataset } from "./registry";
import { eachShared } from "./registry";

/** Changes this device made through its stores: the sync sends these, and never shows them back. */
export const LOCAL = Symbol("local");

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the device's fields into the dataset's map: what changed is set, what is gone deleted. */
function take(doc: Y.Doc, map: Y.Map<unknown>, fields: Record<string, unknown>): void {
  doc.transact(() => {
    for (const [key, value] of Object.entries(fields)) if (!same(map.get(key), value)) map.set(key, value);
    for (const key of [...map.keys()]) if (!(key in fields)) map.delete(key);
  }, LOCAL);
}

/**
 * Keeps one dataset and its map in the document in step. What the device holds that the
 * document lacks is the device's own change (made before the sync loaded, or before it joined):
 * it goes into the document first, so nothing the device had is thrown away. From then on the
 * document is the truth: each change in it (another device's, merged) is shown through the store.
 */
export function bindDataset(doc: Y.Doc, name: string, dataset: SharedDataset): () => void {
  const map = doc.getMap<unknown>(name);
  let showing = false;
  const show = () => {
    showing = true;
    try {
      dataset.apply(map.toJSON());
    } finally {
      showing = false;
    }
  };
  take(doc, map, dataset.fields());
  show();
  const observer = (_event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.origin !== LOCAL) show();
  };
  map.observe(observer);
  const stop = dataset.onChange(() => {
    if (!showing) take(doc, map, dataset.fields());
  });
  return () => {
    map.unobserve(observer);
    stop();
  };
}

/** Binds every registered dataset, and each one registered later, to the document. */
export function bindAll(doc: Y.Doc): () => void {
  const unbinds: (() => void)[] = [];
  let closed = false;
  const stop = eachShared((name, load) => {
    void Promise.resolve(load()).then((dataset) => {
      if (!closed) unbinds.push(bindDataset(doc, name, dataset));
    });
  });
  return () => {
    closed = true;
    stop();
    for (const unbind of unbinds) unbind();
  };
}
