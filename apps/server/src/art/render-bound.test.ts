import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { insertRecipe } from "@repo/db";
import { recipeData } from "@repo/db/testing";
import { ART_WIDTHS, recipeArtPath } from "@repo/domain";

import { buildTestApp } from "../testing";
import { ART_CACHE_DIR } from "./store";

// Every sharp pipeline counted while it runs: how many pictures are drawn at once.
const drawing = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<{ default: (...args: unknown[]) => unknown }>()).default;
  const counted = (...args: unknown[]) => {
    const pipeline = real(...args) as { toBuffer: () => Promise<Buffer> };
    const toBuffer = pipeline.toBuffer.bind(pipeline);
    pipeline.toBuffer = async () => {
      drawing.now += 1;
      drawing.most = Math.max(drawing.most, drawing.now);
      try {
        return await toBuffer();
      } finally {
        drawing.now -= 1;
      }
    };
    return pipeline;
  };
  return { default: counted };
});

describe("picture rendering with a bound", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(dataDir?: string) {
    const built = await buildTestApp(dataDir ? { dataDir } : {});
    cleanups.push(() => built.app.close());
    return built;
  }

  it("draws at most two pictures at a time, however many are asked for at once", async () => {
    const { app, db } = await start();
    const recipe = await insertRecipe(db, recipeData());
    const urls = ART_WIDTHS.flatMap((width) =>
      (["light", "dark"] as const).map((theme) => recipeArtPath(recipe, { format: "webp", width, theme })),
    );
    drawing.most = 0;
    const responses = await Promise.all(urls.map((url) => app.inject({ url })));
    expect(responses.map((r) => r.statusCode)).toEqual(urls.map(() => 200));
    expect(drawing.most).toBeGreaterThan(0);
    expect(drawing.most).toBeLessThanOrEqual(2);
  });

  it("keeps a drawn picture on disk: a restarted server serves it without drawing it again", async () => {
    const first = await start();
    const recipe = await insertRecipe(first.db, recipeData());
    const url = recipeArtPath(recipe, { format: "webp", width: 320 });
    expect((await first.app.inject({ url })).statusCode).toBe(200);
    const dir = path.join(first.dataDir, ART_CACHE_DIR);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    // What is on disk is what is served: a marked file comes back as it is.
    await writeFile(path.join(dir, files[0] ?? ""), "kept on disk");
    const again = await buildTestApp({ dataDir: first.dataDir, db: first.db });
    cleanups.push(() => again.app.close());
    drawing.most = 0;
    const response = await again.app.inject({ url });
    expect(response.body).toBe("kept on disk");
    expect(drawing.most).toBe(0);
  });

  it("sends a request for an old version on to the current one, keeping width and theme", async () => {
    const { app, db } = await start();
    const recipe = await insertRecipe(db, recipeData());
    const current = recipeArtPath(recipe, { format: "webp", width: 480, theme: "dark" });
    const version = /[?&]v=([^&]+)/.exec(current)?.[1] ?? "";
    const response = await app.inject({ url: `/art/recipe/${recipe.id}.webp?v=oud123&w=480&theme=dark` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/art/recipe/${recipe.id}.webp?v=${version}&w=480&theme=dark`);
    expect(drawing.now).toBe(0);
  });
});
