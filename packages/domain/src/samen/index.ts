/**
 * The bounds of a shared household ('Samen'), the same for the server that enforces them and the
 * client that stays within them. Sizes are of the ciphertext as sent (base64url text).
 */
export const SAMEN_LIMITS = {
  /** What a household may hold before a snapshot must replace its log. */
  householdBytes: 2 * 1024 * 1024,
  /** One encrypted update. */
  updateBytes: 64 * 1024,
  /** One encrypted snapshot (the whole shared state). */
  snapshotBytes: 1024 * 1024,
  updatesPerMinutePerHousehold: 240,
  updatesPerMinutePerClient: 120,
  householdsPerHourPerClient: 10,
  streamsPerClient: 8,
  /** A household nobody wrote to or read for this long is removed. */
  idleDays: 180,
} as const;

export type SamenLimits = { -readonly [K in keyof typeof SAMEN_LIMITS]: number };

/** A household id as the server makes them: 144 random bits, base64url. */
export const HOUSEHOLD_ID = /^[A-Za-z0-9_-]{24}$/;

/** Ciphertext as sent: base64url, nothing else. */
export const CIPHERTEXT = /^[A-Za-z0-9_-]+$/;
