import type { ProbeFigures } from "./probe";
import type { TargetRow } from "./targets";
import { MAX_BYTES } from "../../server/src/content-cache";
import { probe } from "./probe";
import { residentMiB } from "./scale";

export interface SearchFloodFigures {
  /** `/` and the recipe page alone, then while the searches arrive. */
  quiet: Record<"home" | "recipe", ProbeFigures>;
  during: Record<"home" | "recipe", ProbeFigures>;
  /** Search answers, by status, and how many a second the one client got through. */
  answers: Record<number, number>;
  searchesPerSecond: number;
  /** The server's resident memory before the flood and at its highest during it. */
  rssMiB: { before: number; peak: number };
  cacheLimitMiB: number;
}

/** Distinct searches: the recipes' own names, so each one finds something to render. */
async function searchUrls(origin: string, count: number): Promise<string[]> {
  const list = (await (await fetch(`${origin}/api/recipes`)).json()) as { name: string }[];
  return Array.from({ length: count }, (_, i) => {
    const name = list[i % Math.max(1, list.length)]?.name ?? "soep";
    const q = i < list.length ? name : `${name} ${i}`;
    // Spelled as the app writes its search (a '+' for a space): any other spelling is redirected.
    return `${origin}/?${new URLSearchParams({ q }).toString()}`;
  });
}

/**
 * A cached `/` and a cached recipe page, asked at a visitor's pace, alone and then while one
 * client sends `searches` distinct `/?q=` URLs as fast as it can (50 at a time, over and over),
 * with the server's memory read every 100 ms.
 */
export async function cachedPagesDuringSearches(
  origin: string,
  recipeUrl: string,
  pid: number,
  seconds: number,
  searches = 500,
): Promise<SearchFloodFigures> {
  const pages = [`${origin}/`, recipeUrl];
  for (const url of pages) await (await fetch(url)).arrayBuffer();
  const [quietHome, quietRecipe] = await probe(pages, Math.min(seconds, 5));
  const urls = await searchUrls(origin, searches);
  const before = await residentMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void residentMiB(pid).then((mib) => (peak = Math.max(peak, mib)));
  }, 100);
  const answers: Record<number, number> = {};
  let running = true;
  let next = 0;
  const started = performance.now();
  // One client (one address), 50 requests at a time as the padded URLs are sent: more than the
  // server queues for such renders. Round the 500 URLs again and again until the probe is done.
  const flooding = Promise.all(
    Array.from({ length: 50 }, async () => {
      while (running) {
        const response = await fetch(urls[next++ % urls.length] ?? "", { redirect: "manual" });
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
      }
    }),
  );
  try {
    const [home, recipe] = await probe(pages, seconds);
    running = false;
    await flooding;
    const sent = Object.values(answers).reduce((sum, n) => sum + n, 0);
    if (!quietHome || !quietRecipe || !home || !recipe) throw new Error("the probe answered nothing");
    return {
      quiet: { home: quietHome, recipe: quietRecipe },
      during: { home, recipe },
      answers,
      searchesPerSecond: Math.round(sent / ((performance.now() - started) / 1000)),
      rssMiB: { before, peak },
      cacheLimitMiB: MAX_BYTES / 1024 / 1024,
    };
  } finally {
    running = false;
    clearInterval(sampler);
  }
}

/** The pages keep their pace and the memory its bound while the searches arrive. */
export function searchFloodTargets(figures: SearchFloodFigures): TargetRow[] {
  const bound = figures.cacheLimitMiB + 100;
  const rows: TargetRow[] = (["home", "recipe"] as const).map((page) => {
    const { p95, failed } = figures.during[page];
    return {
      figure: `p95 cached ${page === "home" ? "/" : "/recipe/{id}"} during 500 distinct /?q= (ms)`,
      measured: p95,
      target: "<= 50, all answered",
      met: p95 <= 50 && failed === 0,
    };
  });
  // What the flood adds to the server's memory: the idle server (the renderer, the collection)
  // already holds more than 100 MiB before any page is cached.
  const growth = Number((figures.rssMiB.peak - figures.rssMiB.before).toFixed(1));
  rows.push({
    figure: "server memory added during 500 distinct /?q=, at most (MiB)",
    measured: growth,
    target: `<= ${bound} (page cache ${figures.cacheLimitMiB} + 100)`,
    met: growth <= bound,
  });
  return rows;
}
