import { openMigratedDb, runCommand } from "./command";

// `pnpm db:migrate`: brings the database of these settings to the latest schema; the server
// does the same at every start, so this is for checking a database before a start.
await runCommand(async (env) => {
  const { db, where } = await openMigratedDb(env);
  await db.destroy();
  console.log(`Database ${where} is at the latest schema.`);
});
