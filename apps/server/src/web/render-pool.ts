import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

import type { Fetcher, ReadPath } from "@repo/api/wire";

import type { PageRenderer } from "./pages";

/** A page from the thread: where its URL redirects to, or its whole body in UTF-8. */
export type PoolPage = { redirect: string } | { body: Buffer; status: number };
/** The same as it crosses the threads: the body's memory is handed over, not copied. */
export type ThreadPage = { redirect: string } | { bytes: Uint8Array; status: number };

/** What the server tells the render thread: a page to render, or the answer to one of its reads. */
export type ToWorker =
  | { kind: "render"; job: number; url: string; origin: string }
  | { kind: "read"; id: number; ok: true; data: unknown }
  | { kind: "read"; id: number; ok: false; notFound: boolean; error: string };
/** What the render thread tells the server: a read it needs, or how a page came out. */
export type ToPool =
  | { kind: "read"; job: number; id: number; path: ReadPath; input: unknown }
  | { kind: "done"; job: number; result: ThreadPage }
  | { kind: "failed"; job: number; error: string };

/** What the render thread starts with. */
export interface WorkerData {
  file: string;
  template: string;
}

/** The thread's bytes as a Buffer over the same memory. */
const fromThread = (page: ThreadPage): PoolPage =>
  "redirect" in page
    ? page
    : {
        body: Buffer.from(page.bytes.buffer, page.bytes.byteOffset, page.bytes.byteLength),
        status: page.status,
      };

/** The render thread's code, built beside the server's bundle (build.mjs). */
const WORKER_FILE = fileURLToPath(new URL("./render-worker.js", import.meta.url));

export interface RenderPool {
  render(url: string, origin: string, fetcher: Fetcher): Promise<PoolPage>;
  /** Lets the pages being rendered finish, then stops the thread. */
  close(): Promise<void>;
}

interface Job {
  fetcher: Fetcher;
  done: Promise<PoolPage>;
  resolve: (rendered: PoolPage) => void;
  reject: (error: Error) => void;
}

/**
 * One thread that renders pages with the app's server render (`rendererFile`) into `template`,
 * its reads answered here, on the thread that owns the database. Null where there is no built
 * thread to start (the server run from its sources, as in its tests): pages then render on the
 * main thread.
 */
export function renderPool(
  rendererFile: string,
  NotFound: PageRenderer["NotFoundError"],
  template: string,
  workerFile = WORKER_FILE,
): RenderPool | null {
  if (!existsSync(workerFile)) return null;
  const jobs = new Map<number, Job>();
  let nextJob = 0;
  let worker: Worker | null = null;

  const failAll = (error: Error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  const post = (message: ToWorker) => worker?.postMessage(message);

  const answerRead = (message: Extract<ToPool, { kind: "read" }>) => {
    const job = jobs.get(message.job);
    if (!job) return;
    job.fetcher(message.path, message.input as never).then(
      (data) => post({ kind: "read", id: message.id, ok: true, data }),
      (error: unknown) =>
        post({
          kind: "read",
          id: message.id,
          ok: false,
          notFound: error instanceof NotFound,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  };

  const start = (): Worker => {
    const thread = new Worker(workerFile, {
      workerData: { file: rendererFile, template } satisfies WorkerData,
    });
    thread.on("message", (message: ToPool) => {
      if (message.kind === "read") return answerRead(message);
      const job = jobs.get(message.job);
      jobs.delete(message.job);
      if (message.kind === "done") job?.resolve(fromThread(message.result));
      else job?.reject(new Error(message.error));
    });
    // A thread that fails takes its pages with it (each answers 500); the next page starts another.
    thread.on("error", (error) => failAll(error));
    thread.on("exit", () => {
      if (worker === thread) worker = null;
      failAll(new Error("The render thread stopped"));
    });
    return thread;
  };

  return {
    render(url, origin, fetcher) {
      worker ??= start();
      const id = nextJob++;
      let settle!: Pick<Job, "resolve" | "reject">;
      const done = new Promise<PoolPage>((resolve, reject) => (settle = { resolve, reject }));
      jobs.set(id, { fetcher, done, ...settle });
      post({ kind: "render", job: id, url, origin });
      return done;
    },
    async close() {
      // A job leaves the map as it settles: what is left is still being rendered.
      await Promise.allSettled([...jobs.values()].map((job) => job.done));
      await worker?.terminate();
      worker = null;
    },
  };
}
