import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

import { SEED_RECIPES } from "@repo/db";
import { recipeData } from "@repo/db/testing";

export const SERVER_ENTRY = fileURLToPath(new URL("../../server/dist/server.js", import.meta.url));
export const PASSWORD = "benchmark-wachtwoord";

export interface Running {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The production build of the server on a free port. */
export async function startProduct(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "info",
      // The benchmark logs in once and then sends a burst of 50 wrong logins, each of which must
      // reach the password check: nothing here is throttled.
      LOGIN_MAX_ATTEMPTS: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        // From here on the log would only slow the server down: stop reading it.
        child.stdout?.removeAllListeners("data");
        child.stdout?.resume();
        resolve(match[1]);
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** A plausible recipe derived from the bundled collection, numbered to stay unique. */
export function generatedRecipe(n: number) {
  const base = SEED_RECIPES[n % SEED_RECIPES.length];
  if (!base) throw new Error("no seed recipes");
  return recipeData({
    ...base,
    ingredients: [...base.ingredients],
    icons: [...base.icons],
    tools: base.tools ? [...base.tools] : undefined,
    name: `${base.name} (variant ${n})`,
  });
}

/** Adds generated recipes through the API until there are `target`. */
export async function fillTo(url: string, cookie: string, target: number): Promise<number> {
  const existing = ((await (await fetch(`${url}/api/recipes`)).json()) as unknown[]).length;
  for (let n = existing; n < target; n += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, target - n) }, async (_, i) => {
        const response = await fetch(`${url}/api/recipes`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify(generatedRecipe(n + i)),
        });
        if (response.status !== 201) throw new Error(`create failed: ${response.status}`);
      }),
    );
  }
  return target;
}
