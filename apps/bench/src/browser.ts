import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

import { CHROME_FLAGS, CHROME_PATH, chromiumLaunchOptions } from "../../../chromium.shared";

/** Gzipped bytes of what `url` serves, as a browser gets it before decoding. */
async function gzippedBytes(url: string): Promise<number> {
  const raw = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(raw, { level: 9 }).length;
}

export interface FirstLoadFigures {
  /** What the browser received for the page's scripts: their bodies as sent (brotli) and headers. */
  jsKiB: number;
  /** The same scripts gzipped at level 9, the measure of earlier rounds (no headers). */
  jsGzipKiB: number;
  cssKiB: number;
  jsFiles: number;
  files: number;
}

/**
 * JavaScript and CSS a first visit to `url` downloads, as a real browser requests it: the
 * scripts' bytes as transferred (what the browser's network panel shows) and, for comparison,
 * gzipped. The visit is one of those the field vitals do not sample (their code comes after idle,
 * for half of the visits: see vitalsChunk), so the figure does not depend on a coin toss.
 */
export async function firstLoad(url: string): Promise<FirstLoadFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  await page.addInitScript(() => (Math.random = () => 0.99));
  const assets = new Map<string, "script" | "stylesheet">();
  const transferred: Promise<number>[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "script" || type === "stylesheet") assets.set(request.url(), type);
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    transferred.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  // The stylesheet is inlined into the HTML: count it as CSS all the same.
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll("style")].map((s) => s.textContent).join(""),
  );
  const js = (await Promise.all(transferred)).reduce((sum, bytes) => sum + bytes, 0);
  await browser.close();
  let jsGzip = 0;
  let css = inlineCss ? gzipSync(Buffer.from(inlineCss), { level: 9 }).length : 0;
  for (const [asset, type] of assets) {
    const size = await gzippedBytes(asset);
    if (type === "script") jsGzip += size;
    else css += size;
  }
  return {
    jsKiB: Number((js / 1024).toFixed(1)),
    jsGzipKiB: Number((jsGzip / 1024).toFixed(1)),
    cssKiB: Number((css / 1024).toFixed(1)),
    jsFiles: [...assets.values()].filter((type) => type === "script").length,
    files: assets.size,
  };
}

/** The field vitals' reporting code a sampled visit to `url` loads once the page is idle (KiB gzip). */
export async function vitalsChunk(url: string): Promise<number | null> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => (Math.random = () => 0));
    const chunk = page
      .waitForResponse((response) => /\/assets\/report-[\w-]+\.js$/.test(response.url()), { timeout: 20_000 })
      .catch(() => null);
    await page.goto(url);
    const response = await chunk;
    return response ? Number(((await gzippedBytes(response.url())) / 1024).toFixed(2)) : null;
  } finally {
    await browser.close();
  }
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const require = createRequire(import.meta.url);
const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve("lighthouse/package.json")), "cli/index.js");

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse 12 in Debian's Chromium, mobile (its default) or desktop preset: the median of
 * several runs by performance score, as Lighthouse itself advises on a noisy machine.
 */
export async function lighthouse(url: string, preset: "mobile" | "desktop"): Promise<LighthouseFigures> {
  // The server builds its cached page on the first request, not during a run. On a connection of
  // its own: a kept-alive one idle through the last runs may be closing as it is reused.
  await fetch(url, { headers: { connection: "close" } });
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url, preset));
  runs.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return runs[Math.floor(runs.length / 2)] ?? (await lighthouseOnce(url, preset));
}

async function lighthouseOnce(url: string, preset: "mobile" | "desktop"): Promise<LighthouseFigures> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again.
  let json = "";
  for (let attempt = 1; ; attempt++) {
    try {
      json = await runLighthouse(args);
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  return parseReport(json);
}

function runLighthouse(args: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}

function parseReport(json: string): LighthouseFigures {
  const report = JSON.parse(json) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
  };
}

/**
 * Lighthouse and first-load figures of one collection, each URL measured once however many rows
 * read it (the visitor pages' rows and the older rows of `/` and a recipe share their runs).
 */
export function measuredOnce() {
  const runs = new Map<string, Promise<LighthouseFigures>>();
  const loads = new Map<string, Promise<FirstLoadFigures>>();
  const once = <T>(map: Map<string, Promise<T>>, key: string, measure: () => Promise<T>) => {
    const known = map.get(key) ?? measure();
    map.set(key, known);
    return known;
  };
  return {
    lighthouse: (url: string, preset: "mobile" | "desktop") =>
      once(runs, `${preset} ${url}`, () => lighthouse(url, preset)),
    firstLoad: (url: string) => once(loads, url, () => firstLoad(url)),
  };
}

export type Measured = ReturnType<typeof measuredOnce>;
