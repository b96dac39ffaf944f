import { statfsSync } from "node:fs";

/** Below this, SQLite's journal, a backup or an upload could fail halfway: refuse first. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** Bytes an unprivileged writer can still use on the disk that holds `dir`. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

export const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
