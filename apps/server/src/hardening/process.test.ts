import { statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { onPostgres, recipeInput } from "@repo/db/testing";

import type { ServerProcess } from "../testing-process";
import { startServerProcess } from "../testing-process";

const PASSWORD = "proces-test-wachtwoord";

type Running = ServerProcess;

// Several logins of the SIGTERM test are in flight at once, and each counts as an attempt.
const start = (dataDir: string) =>
  startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOGIN_MAX_ATTEMPTS: "10" });

const modeOf = (file: string) => statSync(file).mode & 0o777;

async function loginCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

// The SQLite file is what these tests kill and reopen; the PostgreSQL pass has its own engine's guarantees.
describe.skipIf(onPostgres)("the server process", () => {
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
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
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
    const ids = new Set(
      ((await (await fetch(`${running.url}/api/recipes`)).json()) as { id: string }[]).map((r) => r.id),
    );
    const missing = acknowledged.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });

  it("finishes requests in flight on SIGTERM and exits 0", async () => {
    running = await start(dataDir);
    const { url } = running;
    // Logins are slow on purpose (scrypt), so these are still running when the signal arrives.
    // Each goes out on its own connection, and the signal waits until every byte has been sent.
    const sent: Promise<void>[] = [];
    const slow = Array.from({ length: 6 }, () => {
      let written: () => void = () => undefined;
      sent.push(new Promise<void>((resolve) => (written = resolve)));
      return new Promise<number>((resolve, reject) => {
        const request = http.request(`${url}/api/auth/login`, {
          method: "POST",
          agent: false,
          headers: { "content-type": "application/json" },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
        request.on("finish", written);
        request.end(JSON.stringify({ password: PASSWORD }));
      });
    });
    await Promise.all(sent);
    await new Promise((resolve) => setTimeout(resolve, 150));
    running.child.kill("SIGTERM");
    const statuses = await Promise.all(slow);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await running.exited).toBe(0);
  });

  it("lets creates whose bodies are still arriving at SIGTERM finish and keeps them, then exits 0", async () => {
    running = await start(dataDir);
    const { url } = running;
    const cookie = await loginCookie(url);
    const names = ["Na het signaal 1", "Na het signaal 2", "Na het signaal 3"];
    // Each create holds back its last 40 bytes, as a phone on a slow link would.
    const creates = names.map((name) => {
      const body = Buffer.from(JSON.stringify(recipeInput({ name })));
      const request = http.request(`${url}/api/recipes`, {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": body.length, cookie },
      });
      const status = new Promise<number>((resolve, reject) => {
        request.on("response", (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        });
        request.on("error", reject);
      });
      request.write(body.subarray(0, -40));
      return { status, rest: () => request.end(body.subarray(-40)) };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    running.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const create of creates) create.rest();
    expect(await Promise.all(creates.map((create) => create.status))).toEqual([201, 201, 201]);
    expect(await running.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);

    running = await start(dataDir);
    const stored = ((await (await fetch(`${running.url}/api/recipes`)).json()) as { name: string }[]).map(
      (recipe) => recipe.name,
    );
    expect(names.filter((name) => !stored.includes(name))).toEqual([]);
  }, 60_000);

  it("exits 0 within 10 s on SIGTERM while a client trickles a body, with the WAL checkpointed", async () => {
    running = await start(dataDir);
    const { url } = running;
    await loginCookie(url);
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    socket.on("error", () => undefined);
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 40\r\n\r\n{",
    );
    const trickle = setInterval(() => socket.writable && socket.write(" "), 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    running.child.kill("SIGTERM");
    const code = await running.exited;
    clearInterval(trickle);
    socket.destroy();
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const wal = path.join(dataDir, "receptenboek.db-wal");
    expect(statSync(wal, { throwIfNoEntry: false })?.size ?? 0).toBe(0);
    // Start-up (seeding, hashing) is slow on a busy machine; the 10 s bound above is what counts.
  }, 60_000);

  it("keeps the data folder private: files 0600, folders 0700, older ones included", async () => {
    await mkdir(path.join(dataDir, "backups"), { recursive: true, mode: 0o755 });
    const old = path.join(dataDir, "backups", "receptenboek-20260101-000000.db");
    await writeFile(old, "old copy", { mode: 0o644 });
    running = await start(dataDir);
    await loginCookie(running.url);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "objects"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "backups"))).toBe(0o700);
    expect(modeOf(old)).toBe(0o600);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "receptenboek.db"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "receptenboek.db-wal"))).toBe(0o600);
  });
});
