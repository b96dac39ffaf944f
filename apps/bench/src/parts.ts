/**
 * The parts of `pnpm bench`, each runnable alone: `BENCH_ONLY=pages,floods` runs those two and
 * nothing else (docs/performance.md says what each one measures). Without it every part runs. A
 * partial run prints its rows but leaves the figures file of the last full run as it is.
 */
const PARTS = ["main", "scale", "load", "burst", "floods", "pages", "samen", "inp"] as const;

type Part = (typeof PARTS)[number];

const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(PARTS as readonly string[]).includes(name));
if (unknown.length > 0) {
  throw new Error(`BENCH_ONLY: no part named ${unknown.join(", ")} (parts: ${PARTS.join(", ")})`);
}

/** Every part runs unless BENCH_ONLY names some. */
export const FULL_RUN = only.length === 0;

export const runs = (part: Part): boolean => FULL_RUN || only.includes(part);
