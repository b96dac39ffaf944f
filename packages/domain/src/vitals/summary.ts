import type { DeviceClass, MetricName, PageKind } from "./names";
import { p75 } from "./histogram";
import { METRICS, PAGE_KINDS } from "./names";

export type Rating = "good" | "needs-improvement" | "poor";

/** Google's lines: at or under `good` is good, above `poor` is poor, between needs improvement. */
export const THRESHOLDS: Readonly<Record<MetricName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function rating(metric: MetricName, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Days of field vitals kept; older counts are dropped. */
export const VITALS_KEEP_DAYS = 90;
/**
 * Reports of one page kind that count per client and day. One: a client sending thirty slow
 * reports weighs as much as one visitor, not thirty, so a few fast visitors still carry a figure.
 */
export const VITALS_REPORTS_PER_CLIENT_DAY = 1;
/** The windows the CMS shows. */
export const VITALS_WINDOWS = [7, 28] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a moment falls on, as the counts are kept: 'YYYY-MM-DD'. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first day of a window of `days` days that ends today. */
export function windowStart(today: string, days: number): string {
  return dayOf(Date.parse(today) - (days - 1) * DAY_MS);
}

/** One count of a histogram, as the database holds it summed over a window. */
export interface VitalCount {
  page: PageKind;
  device: DeviceClass;
  metric: MetricName;
  bucket: number;
  count: number;
}

/** A figure: the p75 of a metric and how many visits it is read from. */
export interface Figure {
  metric: MetricName;
  p75: number;
  visits: number;
  rating: Rating;
}

function figureOf(metric: MetricName, counts: Map<number, number>): Figure | null {
  const value = p75(metric, counts);
  if (value === null) return null;
  let visits = 0;
  for (const count of counts.values()) visits += count;
  return { metric, p75: value, visits, rating: rating(metric, value) };
}

/** Adds a count to the histogram under `key`. */
function add(histograms: Map<string, Map<number, number>>, key: string, bucket: number, count: number) {
  let counts = histograms.get(key);
  if (!counts) histograms.set(key, (counts = new Map<number, number>()));
  counts.set(bucket, (counts.get(bucket) ?? 0) + count);
}

/** Per page kind (every device together), the p75 of each metric with its visits. */
export function figuresByPage(rows: readonly VitalCount[]) {
  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) add(histograms, `${row.page} ${row.metric}`, row.bucket, row.count);
  return PAGE_KINDS.flatMap((page) => {
    const figures = METRICS.flatMap((metric) => {
      const counts = histograms.get(`${page} ${metric}`);
      const figure = counts ? figureOf(metric, counts) : null;
      return figure ? [figure] : [];
    });
    return figures.length ? [{ page, figures }] : [];
  });
}

/** Page kind and device class together, slowest first by the metric's p75. */
export function worstPages(rows: readonly VitalCount[], metric: MetricName, limit = 5) {
  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (row.metric === metric) add(histograms, `${row.page} ${row.device}`, row.bucket, row.count);
  }
  return [...histograms]
    .flatMap(([key, counts]) => {
      const figure = figureOf(metric, counts);
      const [page, device] = key.split(" ") as [PageKind, DeviceClass];
      return figure ? [{ page, device, ...figure }] : [];
    })
    .sort((a, b) => b.p75 - a.p75)
    .slice(0, limit);
}
