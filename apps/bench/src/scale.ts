import { readFile } from "node:fs/promises";

import type { LighthouseFigures, Measured } from "./browser";
import type { LoadFigures } from "./load";
import type { PlanFigures } from "./plan";
import { keystrokeCost } from "./keystroke";
import { measure } from "./load";
import { planCost } from "./plan";
import { sizes, timeToFirstByte } from "./sizes";

export interface ScaleRow {
  recipes: number;
  list: LoadFigures & { servedKiB: number; rawKiB: number };
  page: LoadFigures;
  ttfbMs: number;
  lighthouseMobile: LighthouseFigures | null;
  /** Lighthouse mobile of a recipe page from the middle of the collection. */
  lighthouseRecipe: LighthouseFigures | null;
  keystroke: { medianMs: number; p95Ms: number };
  /** planWeek over the whole collection, and for a vegetarian household. */
  plan: PlanFigures;
  vegetarianPlan: PlanFigures;
  rssMiB: number;
}

/** Resident memory of a process, read from /proc (Linux). */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Number((kib / 1024).toFixed(1));
}

/** What one collection size costs: the figures of one row of the scale curve. */
export async function scaleRow(
  origin: string,
  pid: number,
  recipes: number,
  options: { seconds: number; rounds: number; lighthouse: Measured["lighthouse"] | null },
): Promise<ScaleRow> {
  const listUrl = `${origin}/api/recipes`;
  const home = `${origin}/`;
  const { rawKiB, servedKiB } = await sizes(listUrl);
  const listLoad = { ...(await measure(listUrl, options.seconds, options.rounds)), rawKiB, servedKiB };
  const page = await measure(home, options.seconds, options.rounds);
  const ids = (await (await fetch(listUrl)).json()) as { id: string }[];
  const recipe = `${origin}/recipe/${ids[Math.floor(ids.length / 2)]?.id ?? ""}`;
  return {
    recipes,
    list: listLoad,
    page,
    ttfbMs: await timeToFirstByte(home),
    lighthouseMobile: (await options.lighthouse?.(home, "mobile")) ?? null,
    lighthouseRecipe: (await options.lighthouse?.(recipe, "mobile")) ?? null,
    keystroke: keystrokeCost(recipes),
    plan: planCost(recipes),
    vegetarianPlan: planCost(recipes, ["vegetarisch"]),
    rssMiB: await residentMiB(pid),
  };
}
