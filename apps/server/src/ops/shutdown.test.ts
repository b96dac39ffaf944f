import { existsSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { onPostgres, recipeInput } from "@repo/db/testing";

import {
  freePort,
  login,
  requireBuild,
  spawnCommand,
  waitForClosed,
  waitForHealth,
} from "./testing-commands";

const PASSWORD = "afsluit-test-wachtwoord";

/** A request on its own connection; resolves with the status once the answer has been read. */
function request(url: string, body: string, cookie = ""): { sent: Promise<void>; status: Promise<number> } {
  let sent: () => void = () => undefined;
  const sentPromise = new Promise<void>((resolve) => (sent = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", cookie },
    });
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", reject);
    req.on("finish", sent);
    req.end(body);
  });
  return { sent: sentPromise, status };
}

describe.skipIf(onPostgres)("pnpm start under a supervisor", () => {
  let dataDir: string;
  beforeAll(requireBuild);
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-shutdown-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("SIGTERM to the pnpm start process drains requests in flight, checkpoints and exits 0", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawnCommand("pnpm", ["start"], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PASSWORD: PASSWORD,
    });
    await waitForHealth(url, server.output);
    const cookie = await login(url, PASSWORD);

    // A burst: slow logins (scrypt) and recipe creates, every byte sent before the signal.
    const burst = [
      ...Array.from({ length: 4 }, () =>
        request(`${url}/api/auth/login`, JSON.stringify({ password: PASSWORD })),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        request(`${url}/api/recipes`, JSON.stringify(recipeInput({ name: `Afsluiten ${i}` })), cookie),
      ),
    ];
    await Promise.all(burst.map((r) => r.sent));
    // Sent is not yet accepted: on a busy machine a connection can still wait in the kernel's
    // queue, which no server can drain once it stops listening. A moment lets the server take
    // every connection; the logins (scrypt, two at a time) are still running at the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    // The pnpm process itself, as a supervisor or `kill` would signal it.
    server.child.kill("SIGTERM");

    const statuses = await Promise.all(burst.map((r) => r.status));
    expect(statuses).toEqual([200, 200, 200, 200, 201, 201, 201, 201, 201, 201, 201, 201]);
    const { code } = await server.done;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(server.output()).toContain('"signal":"SIGTERM"');
    // Nothing is left listening, and the WAL was folded back into the database file.
    await waitForClosed(url, 2_000);
    const wal = path.join(dataDir, "receptenboek.db-wal");
    expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  }, 90_000);
});
