import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import pLimit from "p-limit";

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** N = 2^17 costs about 128 MiB and a few hundred ms: slow for a guesser, fine for one admin. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 128 * cost.N * cost.r * 2;
    scryptCallback(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * Each check costs about 128 MiB and a few hundred ms of the thread pool, which static files and
 * the file system share: a burst of logins waits its turn here instead of filling the pool.
 */
const verifying = pLimit(2);

/** Constant-time comparison; false for a malformed hash. At most two run at a time, the rest queue. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifying(() => verifyNow(password, stored));
}

async function verifyNow(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  let actual: Buffer;
  try {
    actual = await scrypt(password, Buffer.from(salt, "base64"), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
  } catch {
    // Cost parameters scrypt refuses (not a number, N not a power of two) make the hash malformed.
    return false;
  }
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
