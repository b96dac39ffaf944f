import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import type { Db } from "@repo/db";
import { hashPassword, verifyPassword } from "@repo/api";
import {
  ADMIN_USERNAME,
  findUserByUsername,
  migrateToLatest,
  seedDatabase,
  upsertUserPassword,
} from "@repo/db";

import { ART_CACHE_DIR } from "./art/store";

interface Log {
  info(obj: object, msg: string): void;
  warn(msg: string): void;
}

/** SESSION_SECRET from the environment, or one generated once and kept in DATA_DIR (mode 0600). */
export function loadSessionSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Where a generated admin password goes when no one is at a terminal to read it. */
export const GENERATED_PASSWORD_FILE = "admin-password.txt";

/**
 * Makes sure the admin can log in. ADMIN_PASSWORD, when set, is the password (hashed, never stored
 * as is). Without it, a first start generates a strong password and shows it once: on the
 * terminal, or, when the output goes to a log (a service manager, a container), in a file in
 * DATA_DIR that only the server's user can read, whose place the log names.
 */
export async function ensureAdmin(
  db: Db,
  password: string | undefined,
  log: Log,
  opts: { dataDir: string; terminal?: boolean; cost?: Parameters<typeof hashPassword>[1] },
) {
  const existing = await findUserByUsername(db, ADMIN_USERNAME);
  if (password) {
    if (existing && (await verifyPassword(password, existing.password))) return;
    await upsertUserPassword(db, ADMIN_USERNAME, await hashPassword(password, opts.cost));
    log.info({}, "admin password set from ADMIN_PASSWORD");
    return;
  }
  if (existing) return;
  const generated = randomBytes(18).toString("base64url");
  await upsertUserPassword(db, ADMIN_USERNAME, await hashPassword(generated, opts.cost));
  if (opts.terminal ?? process.stdout.isTTY === true) {
    console.log(
      `\n  No ADMIN_PASSWORD was set, so one was generated. Log in at /login with:\n\n      ${generated}\n\n` +
        "  It is shown only this once. Set ADMIN_PASSWORD to choose your own.\n",
    );
    log.warn("generated an admin password and printed it once to the terminal");
    return;
  }
  const file = path.join(opts.dataDir, GENERATED_PASSWORD_FILE);
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log.warn(
    `generated an admin password into ${file} (readable by this user only): log in with it, then delete the file`,
  );
}

/** Migrations, then the bundled recipes on a new database. */
export async function prepareDatabase(db: Db, log: Log): Promise<void> {
  await migrateToLatest(db);
  const seeded = await seedDatabase(db);
  if (seeded > 0) log.info({ recipes: seeded }, "seeded the bundled recipe collection");
}

/** Makes the data folder and takes away every other user's access to what is already in it. */
export function ensureDataDir(dataDir: string): void {
  mkdirSync(path.join(dataDir, "objects"), { recursive: true, mode: 0o700 });
  restrictModes(dataDir);
}

/**
 * Folders 0700 and files 0600 below `dir`; only what is wider is changed. The rendered pictures
 * (many files, each made 0600 by this server in a 0700 folder) are not walked at every start.
 */
function restrictModes(dir: string): void {
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === ART_CACHE_DIR && entry.isDirectory()) continue;
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictModes(target);
    else if (entry.isFile() && (statSync(target).mode & 0o077) !== 0) chmodSync(target, 0o600);
  }
}
