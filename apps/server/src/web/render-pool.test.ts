import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import type { Fetcher } from "@repo/api/wire";

import { WEB_BUILD } from "../testing";
import { loadRenderer, rendererFile } from "./pages";
import { renderPool } from "./render-pool";
import { loadTemplate } from "./template";

const TEMPLATE = loadTemplate(WEB_BUILD);
/** The thread as the server's build ships it (the test run builds before it tests). */
const BUILT_WORKER = fileURLToPath(new URL("../../dist/render-worker.js", import.meta.url));

describe.skipIf(!existsSync(BUILT_WORKER))("the render thread", () => {
  it("renders a page with reads answered by the caller, a missing recipe as the app's 'not found'", async () => {
    const { NotFoundError } = await loadRenderer(WEB_BUILD);
    const pool = renderPool(rendererFile(WEB_BUILD), NotFoundError, TEMPLATE, BUILT_WORKER);
    if (!pool) throw new Error("no render thread");
    const asked: string[] = [];
    const fetcher = ((path: string) => {
      asked.push(path);
      return Promise.reject(new NotFoundError(path));
    }) as Fetcher;
    const rendered = await pool.render("/recipe/bestaat-niet", "https://example.org", fetcher);
    if ("redirect" in rendered) throw new Error("a redirect");
    expect(rendered.status).toBe(404);
    const body = rendered.body.toString();
    expect(body).toMatch(/^<!doctype html>/i);
    expect(body).toContain("Recept niet gevonden");
    expect(body).toContain("<title data-ssr>Recept niet gevonden | Receptenboek</title>");
    expect(asked).toContain("recipes.page");
    await pool.close();
  });

  it("lets a page being rendered finish before it stops", async () => {
    const { NotFoundError } = await loadRenderer(WEB_BUILD);
    const pool = renderPool(rendererFile(WEB_BUILD), NotFoundError, TEMPLATE, BUILT_WORKER);
    if (!pool) throw new Error("no render thread");
    const slow = ((path: string) =>
      new Promise((_resolve, reject) => setTimeout(() => reject(new NotFoundError(path)), 300))) as Fetcher;
    const page = pool.render("/recipe/nog-bezig", "https://example.org", slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.close();
    await expect(page).resolves.toMatchObject({ status: 404 });
  });
});
