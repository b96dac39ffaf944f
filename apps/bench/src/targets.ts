import type { FirstLoadFigures, LighthouseFigures } from "./browser";
import type { InteractionRows } from "./interactions";
import type { PageFigures } from "./pages";
import type { ScaleRow } from "./scale";

export interface TargetRow {
  figure: string;
  measured: number | null;
  target: string;
  met: boolean | null;
  /** A figure shown beside the measured one for comparison, never judged. */
  detail?: string;
}

export interface MainFigures {
  ratios: Record<string, number>;
  firstLoad: Record<"home" | "recipe", FirstLoadFigures>;
  /** The field vitals' reporting chunk a sampled visit loads once idle (gzip). */
  vitalsKiB: number | null;
  lighthouse: Record<"home" | "recipe", Record<"mobile" | "desktop", LighthouseFigures>> | null;
}

const atLeast = (figure: string, measured: number | null | undefined, min: number): TargetRow => ({
  figure,
  measured: measured ?? null,
  target: `>= ${min}`,
  met: measured == null ? null : measured >= min,
});
const atMost = (figure: string, measured: number | null | undefined, max: number): TargetRow => ({
  figure,
  measured: measured ?? null,
  target: `<= ${max}`,
  met: measured == null ? null : measured <= max,
});

/** The first-load budget: what the browser receives for a page's scripts, and how many there are. */
const firstLoadTargets = (page: string, figures: FirstLoadFigures): TargetRow[] => [
  {
    ...atMost(`first-load JS ${page} (KiB transferred)`, figures.jsKiB, 110),
    detail: `${figures.jsGzipKiB} gzip -9`,
  },
  atMost(`first-load JS requests ${page}`, figures.jsFiles, 8),
];

/** The performance targets at 1,000 recipes, each with what this run measured. */
export function mainTargets({ ratios, firstLoad, vitalsKiB, lighthouse }: MainFigures): TargetRow[] {
  const rows = [
    atLeast("GET /api/recipes / prebuilt string (rps ratio)", ratios["GET /api/recipes"], 0.9),
    atLeast("GET / / prebuilt string (rps ratio)", ratios["GET /"], 0.8),
    atLeast("GET /recipe/{id} / prebuilt string (rps ratio)", ratios["GET /recipe/{id}"], 0.8),
    atLeast("GET /api/recipes/{id} / prebuilt string (rps ratio)", ratios["GET /api/recipes/{id}"], 0.7),
    atLeast("GET /api/settings / prebuilt string (rps ratio)", ratios["GET /api/settings"], 0.7),
    atLeast("GET /api/health/live / prebuilt string (rps ratio)", ratios["GET /api/health/live"], 0.7),
  ];
  for (const page of ["home", "recipe"] as const) {
    rows.push(...firstLoadTargets(page, firstLoad[page]));
    const mobile = lighthouse?.[page].mobile;
    const desktop = lighthouse?.[page].desktop;
    rows.push(atLeast(`Lighthouse mobile ${page} performance`, mobile?.performance, 95));
    rows.push(atLeast(`Lighthouse desktop ${page} performance`, desktop?.performance, 100));
    for (const category of ["accessibility", "bestPractices", "seo"] as const) {
      rows.push(atLeast(`Lighthouse mobile ${page} ${category}`, mobile?.[category], 100));
    }
    rows.push(atMost(`Lighthouse mobile ${page} CLS`, mobile?.cls, 0.02));
  }
  rows.push(atMost("Lighthouse mobile home TBT (ms)", lighthouse?.home.mobile.tbtMs, 150));
  for (const page of ["home", "recipe"] as const) {
    rows.push(atMost(`Lighthouse mobile ${page} LCP (ms)`, lighthouse?.[page].mobile.lcpMs, 1800));
  }
  // 3 KiB in all, of which the starter takes some 0.25 KiB of the first load above.
  rows.push(atMost("field vitals chunk after idle (KiB gzip)", vitalsKiB, 2.75));
  return rows;
}

const vegetarianPlanTarget = (row: ScaleRow) =>
  atMost(`plan a vegetarian week @${row.recipes} recipes (ms, median)`, row.vegetarianPlan.medianMs, 50);

/** Planning a week at the main size: well within a tap. */
export function planTargets(row: ScaleRow): TargetRow[] {
  return [
    atMost(`plan a week @${row.recipes} recipes (ms, median)`, row.plan.medianMs, 50),
    vegetarianPlanTarget(row),
  ];
}

/** The targets of a large collection: one frame per keystroke and a usable overview. */
export function largeTargets(row: ScaleRow): TargetRow[] {
  return [
    atMost(`keystroke p95 @${row.recipes} (ms)`, row.keystroke.p95Ms, 16),
    vegetarianPlanTarget(row),
    atLeast(`Lighthouse mobile home @${row.recipes}`, row.lighthouseMobile?.performance, 90),
    atMost(`Lighthouse mobile home LCP @${row.recipes} (ms)`, row.lighthouseMobile?.lcpMs, 1800),
    atMost(`Lighthouse mobile recipe LCP @${row.recipes} (ms)`, row.lighthouseRecipe?.lcpMs, 1800),
  ];
}

/** Every interaction measured on a slowed CPU answers within 100 ms (the median of the visits). */
export function interactionTargets(rows: InteractionRows): TargetRow[] {
  return Object.entries(rows).flatMap(([page, figures]) =>
    Object.entries(figures).map(([name, row]) => ({
      figure: `INP 4x slower CPU ${page}: ${name} (ms, median)`,
      measured: row.medianMs,
      target: "< 100",
      met: row.medianMs < 100,
    })),
  );
}

/**
 * Every visitor page as light as the home page: first-load JS (measured once, at the main size)
 * and Lighthouse mobile at each size measured; a figure not measured is left out.
 */
export function pageTargets(recipes: number, pages: PageFigures[]): TargetRow[] {
  return pages.flatMap(({ path, firstLoad, lighthouse }) => [
    ...(firstLoad ? firstLoadTargets(path, firstLoad) : []),
    ...(lighthouse
      ? [
          atLeast(`Lighthouse mobile ${path} performance @${recipes}`, lighthouse.performance, 100),
          atMost(`Lighthouse mobile ${path} LCP @${recipes} (ms)`, lighthouse.lcpMs, 1800),
        ]
      : []),
  ]);
}
