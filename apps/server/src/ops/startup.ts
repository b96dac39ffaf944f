import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

import { EnvError } from "../env";
import { freeBytes, megabytes, MIN_FREE_BYTES } from "./disk";

/** A failure the person starting the server can fix; its message says what and how. */
export class StartupError extends Error {}

/** Fails while another program listens on the port, before anything is written anywhere. */
export async function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", (error) => reject(explainListenError(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The listen error as one sentence naming PORT or HOST. */
export function explainListenError(error: unknown, host: string, port: number): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    return new StartupError(
      `Port ${port} on ${host} is already in use: stop the program using it or set PORT to a free port.`,
    );
  if (code === "EACCES")
    return new StartupError(
      `Port ${port} on ${host} may not be opened by this user: set PORT to 1024 or above, or put a reverse proxy in front.`,
    );
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST to 0.0.0.0, 127.0.0.1 or one of its addresses.`,
    );
  return error instanceof Error ? error : new Error(String(error));
}

/** Creates DATA_DIR when missing and proves a file can be written in it. */
export function checkDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${code}): give the server's user write access to it or set DATA_DIR to another folder.`,
    );
  }
}

/**
 * The SQLite file and the journal files beside it must be writable by this user: a stale -shm or
 * -wal of another mode (left by a restore, or a start as another user) fails the first write long
 * after the start, even once the database file itself has been fixed.
 */
export function checkDatabaseFiles(sqliteFile: string, access: typeof accessSync = accessSync): void {
  for (const file of [sqliteFile, `${sqliteFile}-wal`, `${sqliteFile}-shm`]) {
    if (!existsSync(file)) continue;
    try {
      access(file, constants.R_OK | constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "error";
      // The -shm is rebuilt from the WAL; the WAL may hold saved recipes and must stay.
      const fix = file.endsWith("-shm")
        ? "give the server's user read and write access to it, or delete it while no server runs"
        : "give the server's user read and write access to it";
      throw new StartupError(`The database file ${file} cannot be written (${code}): ${fix}.`);
    }
  }
}

export function checkFreeSpace(dataDir: string, minimum = MIN_FREE_BYTES): void {
  const free = freeBytes(dataDir);
  if (free < minimum)
    throw new StartupError(
      `Only ${megabytes(free)} free on the disk of DATA_DIR ${dataDir}: free up at least ${megabytes(minimum)} or set DATA_DIR to a larger disk.`,
    );
}

function failedStep(what: string, fix: string, error: unknown): Error {
  if (error instanceof StartupError) return error;
  const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return new StartupError(`${what} failed (${reason}): ${fix}`, { cause: error });
}

/** Runs a step, turning any failure into one sentence that starts with what was being done. */
export async function step(what: string, fix: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw failedStep(what, fix, error);
  }
}

/** step for synchronous work (a Kysely instance must not be awaited: it would be taken for a promise). */
export function stepSync<T>(what: string, fix: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw failedStep(what, fix, error);
  }
}

/**
 * Prints a failure as the plain sentence it carries and exits 1; the stack trace only when asked
 * for with LOG_LEVEL=debug or trace.
 */
export function exitWithFailure(error: unknown, debug: boolean): never {
  const known = error instanceof StartupError || error instanceof EnvError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    known ? message : `Startup failed: ${message.split("\n")[0]} (set LOG_LEVEL=debug for details).`,
  );
  if (debug) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause instanceof Error && cause.stack) console.error(cause.stack);
  }
  process.exit(1);
}
