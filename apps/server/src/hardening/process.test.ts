import type { ChildProcess } from "node:child_process";
import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

const SERVER = fileURLToPath(new URL("../server.ts", import.meta.url));
const PASSWORD = "proces-test-wachtwoord";

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts the real server entry point as a child process on a free port. */
async function start(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      WEB_DIST: path.join(dataDir, "no-web"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited early:\n${out}`)));
  });
  return { child, url, exited };
}

async function loginCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("the server process", () => {
  let dataDir: string;
  let running: Running | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-process-"));
  });
  afterEach(async () => {
    running?.child.kill("SIGKILL");
    await running?.exited;
    running = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged create through a SIGKILL, with an intact database", async () => {
    running = await start(dataDir);
    const { url } = running;
    const cookie = await loginCookie(url);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in parallel, until the process dies under them.
    const writer = async (n: number) => {
      for (let i = 0; !stop && i < 10_000; i++) {
        try {
          const response = await fetch(`${url}/api/recipes`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify(recipeInput({ name: `Crash ${n}-${i}` })),
          });
          if (response.status === 201) acknowledged.push((await response.json() as { id: string }).id);
        } catch {
          return;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running.child.kill("SIGKILL");
    await running.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const sqlite = new SQLite(path.join(dataDir, "receptenboek.db"));
    expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
    sqlite.close();

    running = await start(dataDir);
    const ids = new Set(((await (await fetch(`${running.url}/api/recipes`)).json()) as { id: string }[]).map((r) => r.id));
    const missing = acknowledged.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });

  it("finishes requests in flight on SIGTERM and exits 0", async () => {
    running = await start(dataDir);
    const { url } = running;
    // Logins are slow on purpose (scrypt), so these are still running when the signal arrives.
    const slow = Array.from({ length: 6 }, () =>
      fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: PASSWORD }),
      }).then((r) => r.status),
    );
    const fast = Array.from({ length: 20 }, () => fetch(`${url}/api/recipes`).then((r) => r.status));
    await new Promise((resolve) => setTimeout(resolve, 100));
    running.child.kill("SIGTERM");
    const statuses = await Promise.all([...slow, ...fast]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await running.exited).toBe(0);
  });
});
