import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { freePort, requireBuild, runCommand } from "./testing-commands";

const SERVER = "apps/server/dist/server.js";

/** What a failed start printed, without pnpm's own lines. */
const lines = (stderr: string) => stderr.split("\n").filter((l) => l.trim() !== "");

describe("startup that fails early and clearly", () => {
  let tmp: string;
  beforeAll(requireBuild);
  beforeEach(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), "receptenboek-startup-"));
  });
  afterEach(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it("with the port in use, says so in one sentence and writes nothing to DATA_DIR", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    const dataDir = path.join(tmp, "data");
    try {
      const result = await runCommand("node", [SERVER], {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      });
      expect(result.code).toBe(1);
      expect(lines(result.stderr)).toEqual([
        `Port ${port} on 127.0.0.1 is already in use: stop the program using it or set PORT to a free port.`,
      ]);
      expect(result.stdout).not.toContain("ADMIN_PASSWORD");
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("through pnpm start too, with exit code 1", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, "127.0.0.1", resolve));
    try {
      const result = await runCommand("pnpm", ["start"], {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(tmp, "data"),
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(existsSync(path.join(tmp, "data"))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("names DATA_DIR when it cannot be written", async () => {
    const file = path.join(tmp, "a-file");
    writeFileSync(file, "");
    const dataDir = path.join(file, "data");
    const result = await runCommand("node", [SERVER], {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      `DATA_DIR ${dataDir} is not writable (ENOTDIR): give the server's user write access to it or set DATA_DIR to another folder.`,
    ]);
  });

  it("names a bad setting, one line each", async () => {
    const result = await runCommand("node", [SERVER], { PORT: "tachtig", DATA_DIR: path.join(tmp, "data") });
    expect(result.code).toBe(1);
    const printed = lines(result.stderr);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^Invalid setting PORT: .+; fix it in the environment and start again\.$/);
    expect(existsSync(path.join(tmp, "data"))).toBe(false);
  });

  it("shows the stack trace only with LOG_LEVEL=debug", async () => {
    const file = path.join(tmp, "a-file");
    writeFileSync(file, "");
    const result = await runCommand("node", [SERVER], {
      PORT: String(await freePort()),
      DATA_DIR: path.join(file, "data"),
      LOG_LEVEL: "debug",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^\s+at /m);
  });

  it("pnpm db:migrate names an unusable DATA_DIR in one sentence", async () => {
    const file = path.join(tmp, "a-file");
    writeFileSync(file, "");
    const result = await runCommand("pnpm", ["db:migrate"], { DATA_DIR: path.join(file, "data") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`DATA_DIR ${path.join(file, "data")} is not writable (ENOTDIR)`);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
