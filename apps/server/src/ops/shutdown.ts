import type { App } from "../app";

/**
 * SIGTERM and SIGINT stop accepting connections, let requests in flight finish (bodies still
 * arriving get a grace period, see registerSlowClientLimits), run the onClose hooks (WAL
 * checkpoint, database close) and exit 0; after 10 s the process gives up with 1.
 */
export function closeOnSignals(app: App): { closing: () => boolean } {
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
  return { closing: () => closing };
}
