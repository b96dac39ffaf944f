import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The bytes the product served, which the reference answers with as they are. */
export interface ReferenceBytes {
  listJson: string;
  recipeJson: string;
  homeHtml: string;
  recipeHtml: string;
  settingsJson: string;
  healthJson: string;
}

const SERVER = fileURLToPath(new URL("./reference-server.ts", import.meta.url));

/**
 * The yardstick: a bare Fastify answering each product URL's bytes from a prebuilt string, and
 * the home page once more as a static file (a slower second reference, kept for comparison
 * with earlier figures). Ratios against it cancel out the machine's noise. It runs in a process
 * of its own, as the product does: in the bench's process it would share one thread with the
 * load generator and look slower than it is.
 */
export async function startReference(bytes: ReferenceBytes) {
  const root = await mkdtemp(path.join(tmpdir(), "receptenboek-reference-"));
  await Promise.all([
    writeFile(path.join(root, "list.json"), bytes.listJson),
    writeFile(path.join(root, "recipe.json"), bytes.recipeJson),
    writeFile(path.join(root, "index.html"), bytes.homeHtml),
    writeFile(path.join(root, "recipe.html"), bytes.recipeHtml),
    writeFile(path.join(root, "settings.json"), bytes.settingsJson),
    writeFile(path.join(root, "health.json"), bytes.healthJson),
  ]);
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { ...process.env, REFERENCE_ROOT: root },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(http:\/\/\S+)\n/.exec(out);
      if (line?.[1]) resolve(line[1]);
    });
    child.on("exit", (code) => reject(new Error(`reference server exited with ${code}: ${out}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    close: async () => {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await rm(root, { recursive: true, force: true });
    },
  };
}
