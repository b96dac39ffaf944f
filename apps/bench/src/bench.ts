// `pnpm bench`: the production server measured against a bare reference, at one or more
// collection sizes (BENCH_RECIPES=100,1000,10000). The full comparison runs at 1,000 recipes
// (or the first size given); every size gets a row of the scale curve. Prints one line per
// figure, the targets with what was measured, and a JSON summary, and writes the targets to
// docs/bench-figures.md. Not part of the tests.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import type { LighthouseFigures } from "./browser";
import type { BurstFigures } from "./burst";
import type { FloodFigures } from "./floods";
import type { ScaleRow } from "./scale";
import type { TargetRow } from "./targets";
import { firstLoad, lighthouse, vitalsChunk } from "./browser";
import { pageDuringLoginBurst } from "./burst";
import { compareWithReference } from "./compare";
import { FIGURES_FILE, writeFigures } from "./figures-file";
import { batchedListGets, paddedRecipeUrls, pageDuringFlood } from "./floods";
import { interactionLatency } from "./interactions";
import { samenFanOutRows } from "./samen-streams";
import { scaleRow } from "./scale";
import { fillTo, login, SERVER_ENTRY, startProduct } from "./server";
import { sizes } from "./sizes";
import { interactionTargets, largeTargets, mainTargets, planTargets } from "./targets";

const SIZES = (process.env.BENCH_RECIPES ?? "1000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const MAIN = SIZES.includes(1000) ? 1000 : (SIZES[0] ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
// `BENCH_ONLY=inp`: only the interaction rows, on a collection of the main size.
const ONLY_INP = process.env.BENCH_ONLY === "inp";

const line = (label: string, value: unknown) =>
  console.log(`${label.padEnd(52)} ${typeof value === "string" ? value : JSON.stringify(value)}`);

if (!existsSync(SERVER_ENTRY)) {
  console.error("No production build: run `pnpm build` first (`pnpm bench` at the root does).");
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), "receptenboek-bench-"));
const product = await startProduct(dataDir);
const date = new Date().toISOString();
// Ratios cancel out much of a busy machine, not all of it: the load it started under is kept.
const loadAverage = loadavg().map((value) => Number(value.toFixed(2)));
const summary: Record<string, unknown> = {
  date,
  loadAverage,
  sizes: SIZES,
  main: MAIN,
  seconds: SECONDS,
  rounds: ROUNDS,
};
const targets: TargetRow[] = [];
try {
  const cookie = await login(product.url);
  const pagesFor = async () => {
    const list = (await (await fetch(`${product.url}/api/recipes`)).json()) as { id: string }[];
    const id = list[Math.floor(list.length / 2)]?.id ?? "";
    return { home: `${product.url}/`, recipe: `${product.url}/recipe/${id}`, id };
  };
  const lighthouseBoth = async (label: string) => {
    const { home, recipe } = await pagesFor();
    const figures = {} as Record<"home" | "recipe", Record<"mobile" | "desktop", LighthouseFigures>>;
    for (const [name, url] of [
      ["home", home],
      ["recipe", recipe],
    ] as const) {
      const mobile = await lighthouse(url, "mobile");
      const desktop = await lighthouse(url, "desktop");
      figures[name] = { mobile, desktop };
      line(`lighthouse ${label} ${name}`, { mobile, desktop });
    }
    return figures;
  };

  const interactions = async () => {
    const { home, recipe } = await pagesFor();
    const rows = await interactionLatency({ home, recipe });
    for (const [page, figures] of Object.entries(rows)) {
      for (const [name, row] of Object.entries(figures)) line(`INP 4x slower CPU ${page}: ${name}`, row);
    }
    summary.interactions = rows;
    return interactionTargets(rows);
  };
  if (ONLY_INP) {
    await fillTo(product.url, cookie, MAIN);
    targets.push(...(await interactions()));
  }

  const bundled = WITH_LIGHTHOUSE && !ONLY_INP ? await lighthouseBoth("bundled") : null;
  summary.lighthouseBundled = bundled;

  const scale: ScaleRow[] = [];
  for (const size of ONLY_INP ? [] : SIZES) {
    await fillTo(product.url, cookie, size);
    const row = await scaleRow(product.url, product.child.pid ?? 0, size, {
      seconds: SECONDS,
      rounds: ROUNDS,
      withLighthouse: WITH_LIGHTHOUSE,
    });
    scale.push(row);
    line(`scale @${size}`, row);
    if (size >= 10_000) targets.push(...largeTargets(row));
    if (size !== MAIN) continue;

    const pages = await pagesFor();
    const load = await compareWithReference(product.url, product.child.pid ?? 0, pages, SECONDS, ROUNDS);
    for (const [name, figures] of Object.entries(load)) line(`load ${name}`, figures);
    const ratios = Object.fromEntries(Object.entries(load).map(([name, { ratio }]) => [name, ratio]));
    summary.load = load;

    // Every login attempt is a 128 MiB scrypt run: a burst must not stall cached pages and files.
    const homeHtml = await (await fetch(pages.home)).text();
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(homeHtml)?.[1];
    const burstTargets: Record<string, string> = {
      "GET /recipe/{id}": pages.recipe,
      ...(stylesheet ? { "GET stylesheet": new URL(stylesheet, product.url).toString() } : {}),
    };
    const burst: Record<string, BurstFigures> = {};
    for (const [name, url] of Object.entries(burstTargets)) {
      burst[name] = await pageDuringLoginBurst(product.url, url, Math.min(SECONDS, 8));
      const { quiet, burst: during, burstMs } = burst[name];
      line(`p99 ${name} quiet / during 50 logins (ms)`, `${quiet.p99} / ${during.p99} (burst ${burstMs} ms)`);
    }
    summary.loginBurst = burst;

    // Anonymous reads that once multiplied the server's work: a batch naming the list 380 times,
    // and a new cache entry per padded spelling of a recipe id.
    const floods = {
      "50 batched list GETs": batchedListGets(product.url),
      "2,000 padded URLs": paddedRecipeUrls(product.url, pages.id),
    };
    const flooded: Record<string, FloodFigures> = {};
    for (const [name, flood] of Object.entries(floods)) {
      const figures = await pageDuringFlood(
        pages.recipe,
        Math.min(SECONDS, 8),
        product.child.pid ?? 0,
        flood,
      );
      flooded[name] = figures;
      line(
        `p99 GET /recipe/{id} quiet / during ${name} (ms)`,
        `${figures.quiet.p99} / ${figures.during.p99} (answers ${JSON.stringify(figures.answers)} at ${figures.floodRps}/s, ` +
          `memory ${figures.rssMiB.before} -> ${figures.rssMiB.after} MiB)`,
      );
    }
    summary.floods = flooded;

    const responseSizes = {
      "GET /api/recipes": await sizes(`${product.url}/api/recipes`),
      "GET /": await sizes(pages.home),
      "GET /recipe/{id}": await sizes(pages.recipe),
    };
    line("response sizes", responseSizes);
    summary.sizes = responseSizes;

    const load1 = { home: await firstLoad(pages.home), recipe: await firstLoad(pages.recipe) };
    line("first-load JS/CSS gzip on /", load1.home);
    line("first-load JS/CSS gzip on /recipe/{id}", load1.recipe);
    summary.firstLoad = load1;
    const vitalsKiB = await vitalsChunk(pages.home);
    line("field vitals chunk after idle, sampled visit (KiB gzip)", vitalsKiB);
    summary.vitalsKiB = vitalsKiB;

    // 'Samen': memory per open stream, and how long an update takes to reach the last of them.
    const fanOut = await samenFanOutRows(product);
    for (const [where, figures] of Object.entries(fanOut.figures)) line(`Samen fan-out, ${where}`, figures);
    summary.samenFanOut = fanOut.figures;
    targets.push(...fanOut.targets);

    const atMain = WITH_LIGHTHOUSE ? await lighthouseBoth(`@${size}`) : null;
    summary.lighthouse = atMain;
    targets.unshift(
      ...mainTargets({ ratios, firstLoad: load1, vitalsKiB, lighthouse: atMain }),
      ...planTargets(row),
      ...(await interactions()),
    );
  }
  summary.scale = scale;
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\ntargets (${date.slice(0, 10)}, ${MAIN} recipes unless named, load average at start ${loadAverage.join(" ")})`,
);
for (const { figure, measured, target, met } of targets) {
  line(
    `  ${figure}`,
    `${measured ?? "not measured"} (${target}) ${met == null ? "" : met ? "met" : "MISSED"}`,
  );
}
summary.targets = targets;
await writeFigures({ date, loadAverage, recipes: MAIN, targets });
console.log(`\nfigures written to ${path.relative(process.cwd(), FIGURES_FILE)}`);
console.log(`\nsummary ${JSON.stringify(summary)}`);
