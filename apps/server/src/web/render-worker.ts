// Renders the pages kept for no one (a free-text search, an unknown path) on a thread of its own:
// React's render runs for tens of milliseconds without a break, and a flood of such pages on the
// main thread would hold up every page the server keeps. Reads go back to the main thread, which
// owns the database (render-pool.ts).
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

import type { Fetcher } from "@repo/api/wire";

import type { PageRenderer } from "./pages";
import type { ToPool, ToWorker } from "./render-pool";

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread");
const renderer = (await import(pathToFileURL((workerData as { file: string }).file).href)) as PageRenderer;

const waiting = new Map<number, { resolve: (data: unknown) => void; reject: (error: Error) => void }>();
let nextRead = 0;
const send = (message: ToPool) => port.postMessage(message);

port.on("message", (message: ToWorker) => {
  if (message.kind === "read") {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (!pending) return;
    if (message.ok) pending.resolve(message.data);
    else
      pending.reject(message.notFound ? new renderer.NotFoundError(message.error) : new Error(message.error));
    return;
  }
  const { job, url, origin } = message;
  renderer
    .render(url, {
      origin,
      fetcher: ((path, input) =>
        new Promise<unknown>((resolve, reject) => {
          const id = nextRead++;
          waiting.set(id, { resolve, reject });
          send({ kind: "read", job, id, path, input });
        })) as Fetcher,
    })
    .then(
      (result) => send({ kind: "done", job, result }),
      (error: unknown) =>
        send({ kind: "failed", job, error: error instanceof Error ? error.message : String(error) }),
    );
});
