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
    // The PostgreSQL pass (scripts/with-postgres.mjs) and the other Node versions
    // (scripts/test-node-versions.sh sets REPORT_SUFFIX) report beside the first run.
    outputFile: {
      json: path.join(
        dir,
        `vitest-${name}${process.env.TEST_DATABASE_URL ? "-pg" : ""}${process.env.REPORT_SUFFIX ?? ""}.json`,
      ),
    },
  };
}
