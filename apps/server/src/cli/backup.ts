import { existsSync } from "node:fs";
import path from "node:path";

import { createDb } from "@repo/db";

import { backup } from "../backup";
import { StartupError } from "../ops/startup";
import { runCommand } from "./command";

// `pnpm backup`: a checked copy of the database in DATA_DIR/backups, safe while the server runs.
// Files it writes (the copy, a WAL) are the server's alone, as when the server writes them.
process.umask(0o077);
await runCommand(async (env) => {
  if (env.DATABASE_URL) {
    throw new StartupError(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump and the object store with its own tools (see docs/operations.md, Backups).",
    );
  }
  const file = path.join(env.DATA_DIR, "receptenboek.db");
  if (!existsSync(file)) {
    throw new StartupError(
      `There is no database at ${file}: check DATA_DIR, or start the server once to create one.`,
    );
  }
  const db = createDb(file);
  try {
    const result = await backup(db, env.DATA_DIR, env.BACKUP_KEEP);
    console.log(`Backup written: ${result.file} (integrity ok, ${result.images} new image files copied)`);
    for (const removed of result.removed) console.log(`Old backup removed: ${removed}`);
  } finally {
    await db.destroy();
  }
});
