// Renders the pages kept for no one (a free-text search, an unknown path) on a thread of its own:
// React's render runs for tens of milliseconds without a break, and a flood of such pages on the
// main thread would hold up every page the server keeps. Reads go back to the main thread, which
// owns the database (render-pool.ts).
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";

import type { Fetcher } from "@repo/api/wire";

import type { PageRenderer } from "./pages";
import type { ThreadPage, ToPool, ToWorker, WorkerData } from "./render-pool";
import { pageBody } from "./template";

const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread");
const { file, template } = workerData as WorkerData;
const renderer = (await import(pathToFileURL(file).href)) as PageRenderer;
const encoder = new TextEncoder();

const waiting = new Map<number, { resolve: (data: unknown) => void; reject: (error: Error) => void }>();
let nextRead = 0;
const send = (message: ToPool, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

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
      ({ redirect, ...rendered }) => {
        if (redirect !== undefined) return send({ kind: "done", job, result: { redirect } });
        const result: ThreadPage = {
          bytes: encoder.encode(pageBody(template, rendered)),
          status: rendered.status,
        };
        send({ kind: "done", job, result }, [result.bytes.buffer as ArrayBuffer]);
      },
      (error: unknown) =>
        send({ kind: "failed", job, error: error instanceof Error ? error.message : String(error) }),
    );
});
