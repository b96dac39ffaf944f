import { chmod, copyFile, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";

import type { Db } from "@repo/db";

const PREFIX = "receptenboek-";

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** Copies files that are not in the backup yet; stored images never change, so this is enough. */
async function mirrorNewFiles(from: string, to: string): Promise<number> {
  let copied = 0;
  let entries;
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch {
    return 0;
  }
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copied += await mirrorNewFiles(source, target);
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) {
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await copyFile(source, target);
        await chmod(target, 0o600);
        copied += 1;
      }
    }
  }
  return copied;
}

export interface BackupResult {
  file: string;
  images: number;
  removed: string[];
}

/**
 * A consistent copy of the live database (VACUUM INTO), checked with PRAGMA integrity_check,
 * uploaded images mirrored beside it, and only the newest `keep` copies kept.
 */
export async function backup(db: Db, dataDir: string, keep: number, now = new Date()): Promise<BackupResult> {
  const dir = path.join(dataDir, "backups");
  // The copy holds the password hash: it is the server's alone.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${PREFIX}${stamp(now)}.db`);
  await rm(file, { force: true });
  await sql`VACUUM INTO ${file}`.execute(db);
  await chmod(file, 0o600);

  const copy = new SQLite(file, { readonly: true });
  try {
    const result = copy.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`Backup ${file} failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }

  const images = await mirrorNewFiles(path.join(dataDir, "objects"), path.join(dir, "objects"));
  const all = (await readdir(dir)).filter((f) => f.startsWith(PREFIX) && f.endsWith(".db")).sort();
  const removed = all.slice(0, Math.max(0, all.length - keep));
  await Promise.all(removed.map((f) => rm(path.join(dir, f), { force: true })));
  return { file, images, removed };
}

/** Time of the newest backup, or 0 when there is none. */
export async function lastBackupTime(dataDir: string): Promise<number> {
  const dir = path.join(dataDir, "backups");
  const files = await readdir(dir).catch(() => [] as string[]);
  const newest = files
    .filter((f) => f.startsWith(PREFIX) && f.endsWith(".db"))
    .sort()
    .at(-1);
  if (!newest) return 0;
  return (await stat(path.join(dir, newest))).mtimeMs;
}
