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
    outputFile: { json: path.join(dir, `vitest-${name}.json`) },
  };
}
