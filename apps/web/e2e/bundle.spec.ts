import type { Response } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

import { appStarted } from "./helpers";

const DIST = fileURLToPath(new URL("../dist", import.meta.url));

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** zod's own error class: present in any chunk that carries zod. */
const ZOD_MARK = "ZodError";
/**
 * The CMS's query library and tRPC client, by their own error texts: visitors read through plain
 * GETs, so neither belongs in what a visit downloads.
 */
const CMS_CLIENT_MARKS = ["TRPCClientError", "No QueryClient set"];
/** Texts only the CMS shows (the password form's title, the recipe form's save button). */
const CMS_TEXT_MARKS = ["Wachtwoord wijzigen", "Recept opslaan"];
/**
 * The picture composer, by a word its shakshuka rule looks for: the server labels every picture,
 * so only the CMS composes one.
 */
const COMPOSER_MARK = "kuiltjes";
const MARKS = [ZOD_MARK, ...CMS_CLIENT_MARKS, ...CMS_TEXT_MARKS, COMPOSER_MARK];
/** The visitor's pages: their route modules, split or not, load with the first visit. */
const VISITOR_ROUTES = ["src/routes/__root.tsx", "src/routes/index.tsx", "src/routes/recipe.$id.tsx"];

function manifest(): Record<string, Chunk> {
  return JSON.parse(readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8")) as Record<string, Chunk>;
}

/** The entry and the visitor routes' chunks, with everything they import statically. */
function firstLoadFiles(chunks: Record<string, Chunk>): string[] {
  const start = Object.entries(chunks)
    .filter(
      ([key, chunk]) => chunk.isEntry === true || VISITOR_ROUTES.some((route) => key.split("?")[0] === route),
    )
    .map(([key]) => key);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunks[key]?.imports ?? []) visit(next);
  };
  start.forEach(visit);
  return [...seen].map((key) => chunks[key]?.file ?? key);
}

test("the visitor's first-load chunks carry no zod, no tRPC client, no query library, no CMS texts and no picture composer", () => {
  const chunks = manifest();
  const files = firstLoadFiles(chunks);
  // The entry plus the split chunks of /, /recipe/$id and the root layout.
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) {
    const code = readFileSync(path.join(DIST, file), "utf8");
    for (const mark of MARKS) expect(code, `${file}: ${mark}`).not.toContain(mark);
  }
  // The check can see them: the CMS's chunks do carry them.
  const all = Object.values(chunks).map((chunk) => readFileSync(path.join(DIST, chunk.file), "utf8"));
  for (const mark of MARKS) {
    expect(
      all.some((code) => code.includes(mark)),
      mark,
    ).toBe(true);
  }
});

test("a visit to the overview and a recipe downloads no zod, no CMS client and no CMS texts", async ({
  page,
}) => {
  // Bodies are read once the visit is over, so a script still arriving then is not left half-read.
  const scripts: Response[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response);
  });
  await page.goto("/");
  // The app runs the visit: a tap on the server's first paint would load a new page instead.
  await appStarted(page);
  await expect(page.getByTestId("recipe-card").first()).toBeVisible();
  await page.getByTestId("recipe-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/recipe\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const bodies = await Promise.all(scripts.map((response) => response.text()));
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    for (const mark of MARKS) expect(body).not.toContain(mark);
  }
});

test("the app's scripts are asked for only once the page's first paint is on screen", async ({ page }) => {
  for (const url of ["/", "/weekmenu"]) {
    await page.goto(url);
    await appStarted(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(paint, url).toBeGreaterThan(0);
    expect(scripts.length, url).toBeGreaterThanOrEqual(3);
    expect(Math.min(...scripts), url).toBeGreaterThan(paint);
  }
});

test("the field vitals code is a chunk of its own, loaded on demand, under 3 KiB with what the entry gained", () => {
  const chunks = manifest();
  const report = Object.entries(chunks).find(([key]) => key === "src/features/vitals/report.ts")?.[1];
  expect(report, "a chunk for src/features/vitals/report.ts").toBeDefined();
  const first = firstLoadFiles(chunks);
  expect(first).not.toContain(report?.file);
  // web-vitals' own observer types: in no file a visit loads first.
  for (const file of first) {
    expect(readFileSync(path.join(DIST, file), "utf8"), file).not.toContain("largest-contentful-paint");
  }
  // The starter in the entry is some 250 bytes gzipped; the chunk takes the rest of the 3 KiB.
  const gzipped = gzipSync(readFileSync(path.join(DIST, report?.file ?? "")), { level: 9 }).length;
  expect(gzipped).toBeLessThanOrEqual(3 * 1024 - 300);
});

test("Vite's preload helper is the build's own, which adds stylesheets only (stylesheetsOnly in vite.config.ts)", () => {
  const all = Object.values(manifest())
    .filter((chunk) => chunk.file.endsWith(".js"))
    .map((chunk) => readFileSync(path.join(DIST, chunk.file), "utf8"));
  // Vite's own helper announces a failed preload with this event; ours rejects with its message.
  expect(all.filter((code) => code.includes("vite:preloadError"))).toEqual([]);
  expect(all.filter((code) => code.includes("Unable to load "))).toHaveLength(1);
});

test("the server's render carries React's production build only", () => {
  const ssr = path.join(DIST, "ssr");
  const files = readdirSync(ssr, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".js"),
  );
  expect(files).toContain("entry-server.js");
  for (const file of files) {
    const code = readFileSync(path.join(ssr, file), "utf8");
    // React's packages pick their build by NODE_ENV at run time, and the server sets none: a
    // switch left in the bundle would run React's development build on every server render.
    expect(code, file).not.toContain("process.env.NODE_ENV");
    expect(code, file).not.toContain("jsxDEV");
  }
});
