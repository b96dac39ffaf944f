import { text } from "node:stream/consumers";
import { read } from "read";

import { hashPassword } from "@repo/api";
import { ADMIN_USERNAME, upsertUserPassword } from "@repo/db";
import { newPasswordMessage, newPasswordProblem } from "@repo/schema";

import { StartupError } from "../ops/startup";
import { openMigratedDb, runCommand } from "./command";

// `pnpm admin:reset-password`: sets a new admin password for a forgotten one, asked twice on the
// terminal without echo. Every session ends. A set ADMIN_PASSWORD replaces it at the next start.

/** Both answers: typed on a terminal without echo, or two lines piped in (for scripts). */
async function askTwice(): Promise<[string, string]> {
  if (!process.stdin.isTTY) {
    const [first = "", second = ""] = (await text(process.stdin)).split(/\r?\n/);
    return [first, second];
  }
  const first = await read({ prompt: "New admin password: ", silent: true, replace: "*" });
  const second = await read({ prompt: "Repeat the new password: ", silent: true, replace: "*" });
  return [first, second];
}

await runCommand(async (env) => {
  const [password, again] = await askTwice();
  const problem = newPasswordProblem(password);
  if (problem) throw new StartupError(`${newPasswordMessage(problem)}: run the command again.`);
  if (again !== password)
    throw new StartupError("The two passwords differ: run the command again and type the same one twice.");

  const { db, where } = await openMigratedDb(env);
  try {
    await upsertUserPassword(db, ADMIN_USERNAME, await hashPassword(password));
  } finally {
    await db.destroy();
  }
  console.log(`The admin password in ${where} is changed; every session has ended.`);
  if (env.ADMIN_PASSWORD)
    console.log(
      "ADMIN_PASSWORD is set in this environment: unset it, or the next start sets that one again.",
    );
});
