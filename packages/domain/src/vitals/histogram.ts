import type { MetricName } from "./names";

/**
 * A metric's histogram: bucket 0 holds [0, low), the others split [low, max] into
 * log-spaced steps (each about a fifth wider than the one before), so a p75 read from it is
 * as precise in the milliseconds of a fast page as in the seconds of a slow one.
 */
export interface Scale {
  low: number;
  /** The largest value accepted; anything above it is not a real measurement. */
  max: number;
  buckets: number;
}

export const SCALES: Readonly<Record<MetricName, Scale>> = {
  LCP: { low: 10, max: 60_000, buckets: 48 },
  FCP: { low: 10, max: 60_000, buckets: 48 },
  TTFB: { low: 1, max: 60_000, buckets: 48 },
  // The browser reports interactions in steps of 8 ms.
  INP: { low: 8, max: 20_000, buckets: 48 },
  CLS: { low: 0.001, max: 10, buckets: 48 },
};

const ratioOf = ({ low, max, buckets }: Scale) => Math.pow(max / low, 1 / (buckets - 1));

/** The bucket a value falls in; values are checked against the scale before they get here. */
export function bucketOf(metric: MetricName, value: number): number {
  const scale = SCALES[metric];
  if (value < scale.low) return 0;
  const step = Math.floor(Math.log(value / scale.low) / Math.log(ratioOf(scale))) + 1;
  return Math.min(scale.buckets - 1, Math.max(1, step));
}

/** The values a bucket holds: [from, to). */
export function bucketRange(metric: MetricName, bucket: number): { from: number; to: number } {
  const scale = SCALES[metric];
  if (bucket <= 0) return { from: 0, to: scale.low };
  const ratio = ratioOf(scale);
  return { from: scale.low * Math.pow(ratio, bucket - 1), to: scale.low * Math.pow(ratio, bucket) };
}

/**
 * The 75th percentile of the values counted in `counts` (bucket -> count): the bucket that
 * holds the value three quarters of the way up, and within it the point as far in as the rank
 * is (on the log scale the buckets are spaced by). Null without any count.
 */
export function p75(metric: MetricName, counts: ReadonlyMap<number, number>): number | null {
  let total = 0;
  for (const count of counts.values()) total += count;
  if (total === 0) return null;
  const rank = 0.75 * total;
  let below = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    const count = counts.get(bucket) ?? 0;
    if (below + count >= rank) {
      const { from, to } = bucketRange(metric, bucket);
      const share = count === 0 ? 0 : (rank - below) / count;
      return bucket === 0 ? from + (to - from) * share : from * Math.pow(to / from, share);
    }
    below += count;
  }
  return null;
}
