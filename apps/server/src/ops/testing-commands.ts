import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

import { projectRoot } from "../env";

export const REPO_ROOT = projectRoot();

/** The process tests need the built server; the full test run builds before it tests. */
export function requireBuild(): void {
  if (!existsSync(path.join(REPO_ROOT, "apps/server/dist/server.js")))
    throw new Error("apps/server/dist is missing: run `pnpm build` before these tests.");
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A free loopback port, found by letting the system pick one. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns a command the way a person types it in the repository (or `cwd`), with extra settings. */
export function spawnCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  opts: { cwd?: string; detached?: boolean } = {},
): { child: ChildProcess; done: Promise<Finished>; output: () => string } {
  const child = spawn(command, args, {
    cwd: opts.cwd ?? REPO_ROOT,
    detached: opts.detached ?? false,
    env: { ...process.env, LOG_LEVEL: "info", SKIP_BUILD: "1", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Finished>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done, output: () => stdout + stderr };
}

/** Runs a command to its end, with `input` on its standard input. */
export async function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  input = "",
): Promise<Finished> {
  const run = spawnCommand(command, args, env);
  run.child.stdin?.end(input);
  return run.done;
}

/** Waits until the started server answers its health check. */
export async function waitForHealth(url: string, output: () => string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

/** Waits until nothing answers at the URL any more. */
export async function waitForClosed(url: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`something still answers at ${url}`);
}

export async function login(url: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
