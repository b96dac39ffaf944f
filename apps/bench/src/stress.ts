import type { BurstFigures } from "./burst";
import type { FloodFigures } from "./floods";
import type { SearchFloodFigures } from "./search-flood";
import type { TargetRow } from "./targets";
import { pageDuringLoginBurst } from "./burst";
import { batchedListGets, paddedRecipeUrls, pageDuringFlood } from "./floods";
import { cachedPagesDuringSearches, searchFloodTargets } from "./search-flood";

type Line = (label: string, value: unknown) => void;

interface Pages {
  home: string;
  recipe: string;
  id: string;
}

/** Every login attempt is a 128 MiB scrypt run: a burst must not stall cached pages and files. */
export async function loginBurstPart(origin: string, pages: Pages, seconds: number, line: Line) {
  const homeHtml = await (await fetch(pages.home)).text();
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(homeHtml)?.[1];
  const burstTargets: Record<string, string> = {
    "GET /recipe/{id}": pages.recipe,
    ...(stylesheet ? { "GET stylesheet": new URL(stylesheet, origin).toString() } : {}),
  };
  const burst: Record<string, BurstFigures> = {};
  for (const [name, url] of Object.entries(burstTargets)) {
    burst[name] = await pageDuringLoginBurst(origin, url, Math.min(seconds, 8));
    const { quiet, burst: during, burstMs } = burst[name];
    line(`p99 ${name} quiet / during 50 logins (ms)`, `${quiet.p99} / ${during.p99} (burst ${burstMs} ms)`);
  }
  return burst;
}

/**
 * Anonymous reads that once multiplied the server's work (a batch naming the list 380 times, a new
 * cache entry per padded spelling of a recipe id), and a flood of distinct searches.
 */
export async function floodsPart(origin: string, pid: number, pages: Pages, seconds: number, line: Line) {
  const floods = {
    "50 batched list GETs": batchedListGets(origin),
    "2,000 padded URLs": paddedRecipeUrls(origin, pages.id),
  };
  const flooded: Record<string, FloodFigures | SearchFloodFigures> = {};
  for (const [name, flood] of Object.entries(floods)) {
    const figures = await pageDuringFlood(pages.recipe, Math.min(seconds, 8), pid, flood);
    flooded[name] = figures;
    line(
      `p99 GET /recipe/{id} quiet / during ${name} (ms)`,
      `${figures.quiet.p99} / ${figures.during.p99} (answers ${JSON.stringify(figures.answers)} at ${figures.floodRps}/s, ` +
        `memory ${figures.rssMiB.before} -> ${figures.rssMiB.after} MiB)`,
    );
  }
  const searches = await cachedPagesDuringSearches(origin, pages.recipe, pid, Math.min(seconds, 8));
  flooded["500 distinct /?q="] = searches;
  for (const page of ["home", "recipe"] as const) {
    const { quiet, during } = { quiet: searches.quiet[page], during: searches.during[page] };
    line(
      `p95 GET ${page === "home" ? "/" : "/recipe/{id}"} quiet / during 500 distinct /?q= (ms)`,
      `${quiet.p95} / ${during.p95} (max ${during.max}, ${during.requests} asked, ${during.failed} failed)`,
    );
  }
  line(
    "500 distinct /?q=: answers, memory",
    `${JSON.stringify(searches.answers)} at ${searches.searchesPerSecond}/s, memory ${searches.rssMiB.before} -> ` +
      `${searches.rssMiB.peak} MiB at most (page cache ${searches.cacheLimitMiB} MiB)`,
  );
  const targets: TargetRow[] = searchFloodTargets(searches);
  return { flooded, targets };
}
