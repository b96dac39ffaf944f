import { randomBytes } from "node:crypto";

/** A random, URL-safe id of 16 characters (96 bits). */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}
