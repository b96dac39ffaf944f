// `pnpm bench`: the production server measured against a bare reference, at one or more
// collection sizes (BENCH_RECIPES=100,1000,10000). The full comparison runs at 1,000 recipes
// (or the first size given); every size gets a row of the scale curve. Prints one line per
// figure, the targets with what was measured, and a JSON summary, and (a full run, not one narrowed
// by BENCH_ONLY: parts.ts) writes the targets to docs/bench-figures.md. Not part of the tests.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import type { LighthouseFigures, Measured } from "./browser";
import type { PageFigures } from "./pages";
import type { ScaleRow } from "./scale";
import type { TargetRow } from "./targets";
import { measuredOnce, vitalsChunk } from "./browser";
import { compareWithReference } from "./compare";
import { FIGURES_FILE, writeFigures } from "./figures-file";
import { interactionLatency } from "./interactions";
import { pageFigures, visitorPages } from "./pages";
import { FULL_RUN, runs } from "./parts";
import { samenRows } from "./samen-rows";
import { scaleRow } from "./scale";
import { fillTo, login, SERVER_ENTRY, startProduct } from "./server";
import { sizes } from "./sizes";
import { floodsPart, loginBurstPart } from "./stress";
import { interactionTargets, largeTargets, mainTargets, pageTargets, planTargets } from "./targets";

const SIZES = (process.env.BENCH_RECIPES ?? "1000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const MAIN = SIZES.includes(1000) ? 1000 : (SIZES[0] ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
/** The visitor pages are measured at the main size and at each large one. */
const pagesAt = (size: number) => runs("pages") && (size === MAIN || size >= 10_000);

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
/** The targets by part, in the order the table lists them. */
const targets = {
  main: [] as TargetRow[],
  large: [] as TargetRow[],
  pages: [] as TargetRow[],
  floods: [] as TargetRow[],
  samen: [] as TargetRow[],
};
try {
  const cookie = await login(product.url);
  const pagesFor = async () => {
    const list = (await (await fetch(`${product.url}/api/recipes`)).json()) as { id: string }[];
    const id = list[Math.floor(list.length / 2)]?.id ?? "";
    return { home: `${product.url}/`, recipe: `${product.url}/recipe/${id}`, id };
  };
  const lighthouseBoth = async (label: string, measured: Measured) => {
    const { home, recipe } = await pagesFor();
    const figures = {} as Record<"home" | "recipe", Record<"mobile" | "desktop", LighthouseFigures>>;
    for (const [name, url] of [
      ["home", home],
      ["recipe", recipe],
    ] as const) {
      const mobile = await measured.lighthouse(url, "mobile");
      const desktop = await measured.lighthouse(url, "desktop");
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

  summary.lighthouseBundled =
    WITH_LIGHTHOUSE && runs("main") ? await lighthouseBoth("bundled", measuredOnce()) : null;

  const scale: ScaleRow[] = [];
  const pageRows: Record<number, PageFigures[]> = {};
  for (const size of SIZES) {
    if (!runs("scale") && !pagesAt(size) && size !== MAIN) continue;
    await fillTo(product.url, cookie, size);
    // Lighthouse and first loads of this collection: a page measured for one row serves them all.
    const measured = measuredOnce();
    const row = runs("scale")
      ? await scaleRow(product.url, product.child.pid ?? 0, size, {
          seconds: SECONDS,
          rounds: ROUNDS,
          lighthouse: WITH_LIGHTHOUSE ? measured.lighthouse : null,
        })
      : null;
    if (row) {
      scale.push(row);
      line(`scale @${size}`, row);
      if (size >= 10_000) targets.large.push(...largeTargets(row));
    }
    const pages = await pagesFor();
    if (pagesAt(size)) {
      const figures = await pageFigures(await visitorPages(product.url, pages.id), measured, {
        firstLoad: size === MAIN,
        withLighthouse: WITH_LIGHTHOUSE,
      });
      for (const { path: page, ...rest } of figures) line(`page ${page} @${size}`, rest);
      pageRows[size] = figures;
      targets.pages.push(...pageTargets(size, figures));
    }
    if (size !== MAIN) continue;

    const pid = product.child.pid ?? 0;
    let ratios: Record<string, number> = {};
    if (runs("load")) {
      const load = await compareWithReference(product.url, pid, pages, SECONDS, ROUNDS);
      for (const [name, figures] of Object.entries(load)) line(`load ${name}`, figures);
      ratios = Object.fromEntries(Object.entries(load).map(([name, { ratio }]) => [name, ratio]));
      summary.load = load;
    }
    if (runs("burst")) summary.loginBurst = await loginBurstPart(product.url, pages, SECONDS, line);
    if (runs("floods")) {
      const { flooded, targets: floodTargets } = await floodsPart(product.url, pid, pages, SECONDS, line);
      summary.floods = flooded;
      targets.floods.push(...floodTargets);
    }

    if (runs("main")) {
      const responseSizes = {
        "GET /api/recipes": await sizes(`${product.url}/api/recipes`),
        "GET /": await sizes(pages.home),
        "GET /recipe/{id}": await sizes(pages.recipe),
      };
      line("response sizes", responseSizes);
      summary.sizes = responseSizes;
      const load1 = {
        home: await measured.firstLoad(pages.home),
        recipe: await measured.firstLoad(pages.recipe),
      };
      line("first-load JS (transferred; gzip -9) and CSS on /", load1.home);
      line("first-load JS (transferred; gzip -9) and CSS on /recipe/{id}", load1.recipe);
      summary.firstLoad = load1;
      const vitalsKiB = await vitalsChunk(pages.home);
      line("field vitals chunk after idle, sampled visit (KiB gzip)", vitalsKiB);
      summary.vitalsKiB = vitalsKiB;
      const atMain = WITH_LIGHTHOUSE ? await lighthouseBoth(`@${size}`, measured) : null;
      summary.lighthouse = atMain;
      targets.main.push(...mainTargets({ ratios, firstLoad: load1, vitalsKiB, lighthouse: atMain }));
    }
    if (row) targets.main.push(...planTargets(row));
    if (runs("inp")) targets.main.push(...(await interactions()));

    // 'Samen': memory per open stream, an update's way to the last listener, appends a second.
    if (runs("samen")) {
      const samen = await samenRows();
      for (const [group, rows] of Object.entries(samen.figures)) {
        for (const [where, figures] of Object.entries(rows)) line(`Samen ${group}, ${where}`, figures);
      }
      summary.samen = samen.figures;
      targets.samen.push(...samen.targets);
    }
  }
  summary.scale = scale;
  summary.pages = pageRows;
} finally {
  await product.stop();
  await rm(dataDir, { recursive: true, force: true });
}

// A partial run lists what it measured; a full one every target, measured or not.
const table = Object.values(targets)
  .flat()
  .filter((row) => FULL_RUN || row.measured != null);
console.log(
  `\ntargets (${date.slice(0, 10)}, ${MAIN} recipes unless named, load average at start ${loadAverage.join(" ")})`,
);
for (const { figure, measured, detail, target, met } of table) {
  line(
    `  ${figure}`,
    `${measured ?? "not measured"}${detail ? ` [${detail}]` : ""} (${target}) ${met == null ? "" : met ? "met" : "MISSED"}`,
  );
}
summary.targets = table;
if (FULL_RUN) {
  await writeFigures({ date, loadAverage, recipes: MAIN, targets: table });
  console.log(`\nfigures written to ${path.relative(process.cwd(), FIGURES_FILE)}`);
} else {
  console.log(`\na partial run (BENCH_ONLY): ${path.relative(process.cwd(), FIGURES_FILE)} is left as it is`);
}
console.log(`\nsummary ${JSON.stringify(summary)}`);
