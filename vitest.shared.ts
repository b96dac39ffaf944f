import path from "node:path";

/**
 * With REPORT_DIR set (the full test run), each package also writes a JSON report there,
 * which scripts/summarize-tests.mjs adds up.
 */
export function reportOptions(name: string) {
  const dir = process.env.REPORT_DIR;
  if (!dir) return {};
  return {
    reporters: ["default", "json"],
    // The PostgreSQL pass (scripts/with-postgres.mjs) reports beside the SQLite one.
    outputFile: { json: path.join(dir, `vitest-${name}${process.env.TEST_DATABASE_URL ? "-pg" : ""}.json`) },
  };
}
