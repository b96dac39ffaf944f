import path from "node:path";

import { createDb } from "@repo/db";

import { backup } from "./backup";
import { readEnv } from "./env";

// `pnpm backup`: a checked copy of the database in DATA_DIR/backups, safe while the server runs.
// Files it writes (the copy, a WAL) are the server's alone, as when the server writes them.
process.umask(0o077);
const env = readEnv();
if (env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump and the object store with its own tools (see the README).",
  );
  process.exit(1);
}
const db = createDb(path.join(env.DATA_DIR, "receptenboek.db"));
try {
  const result = await backup(db, env.DATA_DIR, env.BACKUP_KEEP);
  console.log(`Backup written: ${result.file} (integrity ok, ${result.images} new image files copied)`);
  for (const file of result.removed) console.log(`Old backup removed: ${file}`);
} finally {
  await db.destroy();
}
