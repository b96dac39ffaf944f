// One row of the season table (see produce.ts).

export type ProduceKind = "groente" | "fruit";

export interface Produce {
  /** What the week suggests as a piece of fruit: 'een peer'. */
  readonly name: string;
  readonly kind: ProduceKind;
  /** First and last month, inclusive; null for all year (grown or stored here the year round). */
  readonly months: readonly [number, number] | null;
  /** Grown elsewhere: never out of season here, and never suggested as Dutch fruit. */
  readonly imported?: true;
  /** Where an ingredient line names it (normalized: lower case, no accents). */
  readonly pattern: string;
}

export const p = (
  name: string,
  kind: ProduceKind,
  months: readonly [number, number] | null,
  pattern: string,
  imported?: true,
): Produce => ({ name, kind, months, pattern, ...(imported ? { imported } : {}) });
