// `pnpm bench`: the production server at 1,000 recipes, measured against a bare reference.
// Prints one line per figure and a JSON summary at the end. Not part of the tests.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { LighthouseFigures } from "./browser";
import type { BurstFigures } from "./burst";
import type { LoadFigures } from "./load";
import { firstLoad, lighthouse } from "./browser";
import { pageDuringLoginBurst } from "./burst";
import { keystrokeCost } from "./keystroke";
import { measure } from "./load";
import { startReference } from "./reference";
import { fillTo, login, SERVER_ENTRY, startProduct } from "./server";
import { sizes } from "./sizes";

const RECIPES = Number(process.env.BENCH_RECIPES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";

const line = (label: string, value: unknown) =>
  console.log(`${label.padEnd(44)} ${typeof value === "string" ? value : JSON.stringify(value)}`);

if (!existsSync(SERVER_ENTRY)) {
  console.error("No production build: run `pnpm build` first (`pnpm bench` at the root does).");
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-bench-"));
const product = await startProduct(dataDir);
const summary: Record<string, unknown> = {
  date: new Date().toISOString(),
  recipes: RECIPES,
  seconds: SECONDS,
  rounds: ROUNDS,
};
try {
  const cookie = await login(product.url);
  const lighthouseAt = async (label: string, pages: Record<string, string>) => {
    const figures: Record<string, Record<string, LighthouseFigures>> = {};
    for (const [name, url] of Object.entries(pages)) {
      figures[name] = {};
      for (const preset of ["mobile", "desktop"] as const) {
        const result = await lighthouse(url, preset);
        figures[name][preset] = result;
        line(`lighthouse ${label} ${name} ${preset}`, result);
      }
    }
    return figures;
  };
  const pagesFor = async () => {
    const list = (await (await fetch(`${product.url}/api/recipes`)).json()) as { id: string }[];
    const id = list[Math.floor(list.length / 2)]?.id ?? "";
    return { home: `${product.url}/`, recipe: `${product.url}/recipe/${id}`, id };
  };

  let small: Record<string, Record<string, LighthouseFigures>> | null = null;
  if (WITH_LIGHTHOUSE) {
    const { home, recipe } = await pagesFor();
    const count = ((await (await fetch(`${product.url}/api/recipes`)).json()) as unknown[]).length;
    small = await lighthouseAt(`@${count}`, { home, recipe });
    summary.lighthouseBundled = small;
  }

  await fillTo(product.url, cookie, RECIPES);
  const { home, recipe, id } = await pagesFor();
  line("recipes", RECIPES);

  const listJson = await (await fetch(`${product.url}/api/recipes`)).text();
  const homeHtml = await (await fetch(home)).text();
  const reference = await startReference(listJson, homeHtml);
  try {
    const targets: Record<string, string> = {
      "GET /api/recipes": `${product.url}/api/recipes`,
      "GET /api/recipes/{id}": `${product.url}/api/recipes/${id}`,
      "GET /": home,
      "GET /recipe/{id}": recipe,
      "reference list string": `${reference.url}/api/recipes`,
      "reference static html": `${reference.url}/static/index.html`,
    };
    const load: Record<string, LoadFigures> = {};
    for (const [name, url] of Object.entries(targets)) {
      load[name] = await measure(url, SECONDS, ROUNDS);
      line(`load ${name}`, load[name]);
    }
    const ratio = (a: string, b: string) => Number(((load[a]?.rps ?? 0) / (load[b]?.rps ?? 1)).toFixed(2));
    const ratios = {
      "GET /api/recipes": ratio("GET /api/recipes", "reference list string"),
      "GET /": ratio("GET /", "reference static html"),
      "GET /recipe/{id}": ratio("GET /recipe/{id}", "reference static html"),
    };
    line("ratio product / reference (rps)", ratios);
    summary.load = load;
    summary.ratios = ratios;
  } finally {
    await reference.close();
  }

  // Every login attempt is a 128 MiB scrypt run: a burst must not stall cached pages and files.
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(homeHtml)?.[1];
  const burstTargets: Record<string, string> = {
    "GET /recipe/{id}": recipe,
    ...(stylesheet ? { "GET stylesheet": new URL(stylesheet, product.url).toString() } : {}),
  };
  const burst: Record<string, BurstFigures> = {};
  for (const [name, url] of Object.entries(burstTargets)) {
    burst[name] = await pageDuringLoginBurst(product.url, url, Math.min(SECONDS, 8));
    const { quiet, burst: during, burstMs } = burst[name];
    line(
      `p99 ${name} quiet / during 50 logins (ms)`,
      `${quiet.p99} / ${during.p99} (burst answered in ${burstMs} ms)`,
    );
  }
  summary.loginBurst = burst;

  const responseSizes = {
    "GET /api/recipes": await sizes(`${product.url}/api/recipes`),
    "GET /": await sizes(home),
    "GET /recipe/{id}": await sizes(recipe),
  };
  line("response sizes", responseSizes);
  summary.sizes = responseSizes;

  const firstLoadHome = await firstLoad(home);
  const firstLoadRecipe = await firstLoad(recipe);
  line("first-load JS/CSS gzip on /", firstLoadHome);
  line("first-load JS/CSS gzip on /recipe/{id}", firstLoadRecipe);
  summary.firstLoad = { home: firstLoadHome, recipe: firstLoadRecipe };

  const keystroke = keystrokeCost(RECIPES);
  line(`search + filter per keystroke @${RECIPES} (ms)`, keystroke);
  summary.keystroke = keystroke;

  if (WITH_LIGHTHOUSE) {
    const large = await lighthouseAt(`@${RECIPES}`, { home, recipe });
    summary.lighthouse = large;
    const lcpRatio = (page: "home" | "recipe") =>
      Number(((large[page]?.mobile?.lcpMs ?? 0) / (small?.[page]?.mobile?.lcpMs ?? 1)).toFixed(2));
    const lcp = { home: lcpRatio("home"), recipe: lcpRatio("recipe") };
    line(`LCP ratio @${RECIPES} / bundled (mobile)`, lcp);
    summary.lcpRatio = lcp;
  }
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`\nsummary ${JSON.stringify(summary)}`);
