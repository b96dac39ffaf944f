import { clearVitals, pruneVitals, vitalClientsSince, vitalCountsSince } from "@repo/db";
import {
  dayOf,
  figuresByPage,
  VITALS_KEEP_DAYS,
  VITALS_WINDOWS,
  windowStart,
  worstPages,
} from "@repo/domain/vitals";

import { protectedProcedure, router } from "../trpc";

/** The longest window the CMS shows: the slowest pages are read over it. */
const LONGEST = Math.max(...VITALS_WINDOWS);

export const vitalsRouter = router({
  /**
   * The field vitals as the CMS's 'Snelheid' page shows them: per window the p75 of each metric
   * per page kind with the number of distinct clients behind them, and the slowest page kinds and
   * devices by LCP and INP over the longest window.
   * Counts past the retention go first, also when no visit has reported for a while.
   */
  summary: protectedProcedure.query(async ({ ctx }) => {
    const today = dayOf(Date.now());
    await pruneVitals(ctx.db, windowStart(today, VITALS_KEEP_DAYS));
    const windows = await Promise.all(
      VITALS_WINDOWS.map(async (days) => {
        const from = windowStart(today, days);
        const [rows, clients] = await Promise.all([
          vitalCountsSince(ctx.db, from),
          vitalClientsSince(ctx.db, from),
        ]);
        const pages = figuresByPage(rows).map((page) => ({ ...page, clients: clients[page.page] ?? 0 }));
        return { days, pages, rows };
      }),
    );
    const longest = windows.find((window) => window.days === LONGEST)?.rows ?? [];
    return {
      windows: windows.map(({ days, pages }) => ({ days, pages })),
      worst: { LCP: worstPages(longest, "LCP"), INP: worstPages(longest, "INP") },
    };
  }),

  /** 'Cijfers wissen': every count goes, and the figures start afresh from the next visit. */
  clear: protectedProcedure.mutation(async ({ ctx }) => {
    await clearVitals(ctx.db);
    return { success: true as const };
  }),
});
