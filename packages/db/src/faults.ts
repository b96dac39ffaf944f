/**
 * What went wrong below the application, when it was not the request's fault:
 * - "full": the disk (or PostgreSQL's) has no room left;
 * - "readonly": the files may not be written (a read-only mount, a lost permission);
 * - "database": the database does not answer (stopped, restarting, stalled past the timeout).
 */
export type Fault = "full" | "readonly" | "database";

const FULL = new Set(["ENOSPC", "EDQUOT", "SQLITE_FULL", "53100"]);
const READONLY = new Set(["EROFS", "EACCES", "EPERM", "25006"]);
// PostgreSQL's connection exceptions (08), operator intervention (57P01-57P03), too many connections.
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "SQLITE_BUSY",
  "SQLITE_IOERR",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
// pg reports its own timeouts and lost connections by message only.
const UNREACHABLE_MESSAGE =
  /^(Query read timeout|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function faultOfOne(error: object): Fault | null {
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  // SQLite's extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE) name their family first.
  const family = code.startsWith("SQLITE_") ? code.split("_").slice(0, 2).join("_") : code;
  if (FULL.has(family)) return "full";
  if (READONLY.has(family) || family === "SQLITE_READONLY") return "readonly";
  if (UNREACHABLE.has(family) || code.startsWith("08")) return "database";
  const message = error instanceof Error ? error.message : "";
  return UNREACHABLE_MESSAGE.test(message) ? "database" : null;
}

/** The fault behind an error, following its causes; null for anything else (a bug, bad input). */
export function faultOf(error: unknown): Fault | null {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const fault = faultOfOne(current);
    if (fault) return fault;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
