import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { onPostgres } from "@repo/db/testing";

import { freePort, login, REPO_ROOT, requireBuild, runCommand, spawnCommand } from "./testing-commands";

const PASSWORD = "release-test-wachtwoord";

// `pnpm release` into a temporary folder outside the repository, started there with plain
// `node server.js`: nothing from the checkout (pnpm, turbo, TypeScript, dev dependencies) is used.
describe.skipIf(onPostgres)("pnpm release", () => {
  let tmp: string;
  let folder: string;
  beforeAll(async () => {
    requireBuild();
    tmp = await mkdtemp(path.join(tmpdir(), "receptenboek-release-"));
    folder = path.join(tmp, "release");
    const result = await runCommand("pnpm", ["release", folder], {});
    if (result.code !== 0) throw new Error(`pnpm release failed:\n${result.stdout}\n${result.stderr}`);
  }, 300_000);
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it("holds the bundle, the web app and production dependencies only", () => {
    for (const file of [
      "server.js",
      "backup.js",
      "migrate.js",
      "reset-password.js",
      "web/index.html",
      "package.json",
    ])
      expect(existsSync(path.join(folder, file)), file).toBe(true);
    for (const runtime of ["better-sqlite3", "sharp", "fastify", "pg"])
      expect(existsSync(path.join(folder, "node_modules", runtime)), runtime).toBe(true);
    for (const dev of ["typescript", "tsx", "vitest", "turbo", "esbuild", "@repo/db"])
      expect(existsSync(path.join(folder, "node_modules", dev)), dev).toBe(false);
    expect(path.relative(REPO_ROOT, folder).startsWith("..")).toBe(true);
  });

  it("starts with node server.js on a fresh DATA_DIR: health, a page and a login", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawnCommand(
      process.execPath,
      ["server.js"],
      { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(tmp, "data"), ADMIN_PASSWORD: PASSWORD },
      { cwd: folder },
    );
    try {
      const until = Date.now() + 30_000;
      let health: Response | undefined;
      while (Date.now() < until && !health?.ok) {
        health = await fetch(`${url}/api/health`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status, server.output()).toBe(200);
      expect(await health?.json()).toMatchObject({ status: "ok", database: "ok", store: "ok", disk: "ok" });

      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-type")).toContain("text/html");
      const html = await home.text();
      expect(html).toContain(`<html lang="nl"`);
      expect(html).toContain("Receptenboek");

      await login(url, PASSWORD);
      expect(existsSync(path.join(tmp, "data", "receptenboek.db"))).toBe(true);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.done).code).toBe(0);
  }, 60_000);
});
