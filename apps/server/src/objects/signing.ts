import { createHmac, timingSafeEqual } from "node:crypto";

import { UPLOAD_PREFIX } from "@repo/domain";

/** Upload URLs are good for 15 minutes. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

function sign(secret: string, key: string, expires: number): string {
  return createHmac("sha256", secret).update(`upload:${key}:${expires}`).digest("base64url");
}

export function signedUploadPath(secret: string, key: string, expires: number): string {
  return `${UPLOAD_PREFIX}${key}?expires=${expires}&signature=${sign(secret, key, expires)}`;
}

/** Checks the signature in constant time; expiry and single use are checked by the caller. */
export function verifyUploadSignature(
  secret: string,
  key: string,
  expires: number,
  signature: string,
): boolean {
  const expected = Buffer.from(sign(secret, key, expires));
  const actual = Buffer.from(signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
