// Adds up the JSON reports of every test runner into the one closing line CI reads:
// "N passed, N failed". Exits non-zero when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "reports";
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function playwrightFailures(report) {
  const out = [];
  const walk = (suite, trail) => {
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected") continue;
        const last = (t.results ?? []).at(-1);
        const message = (last?.error?.message ?? "")
          .replace(/\u001b\[[0-9;]*m/g, "")
          .split("\n")
          .slice(0, 3)
          .join(" | ");
        out.push(`${[...trail, spec.title].filter(Boolean).join(" > ")}: ${message.slice(0, 300)}`);
      }
    }
  };
  walk(report, []);
  return out;
}
for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest-")) {
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file can fail without a failing test (an error in a hook or at import): count it too.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
    );
    failed += brokenFiles.length;
    for (const result of report.testResults ?? []) {
      const name = path.basename(result.name ?? "");
      for (const t of result.assertionResults ?? []) {
        if (t.status === "failed") failures.push(`${file}: ${name} > ${t.fullName}`);
      }
      if (brokenFiles.includes(result))
        failures.push(`${file}: ${name}: ${(result.message ?? "").slice(0, 300)}`);
    }
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (file.startsWith("playwright")) {
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
    failed += (report.errors ?? []).length;
    console.log(`${file}: ${(s.expected ?? 0) + (s.flaky ?? 0)} passed, ${s.unexpected ?? 0} failed`);
    failures.push(...playwrightFailures(report).map((line) => `${file}: ${line}`));
  }
}
// The closing lines are often all of a log that is kept: the time of each pass, what failed.
const timings = path.join(dir, "timings.txt");
if (existsSync(timings)) process.stdout.write(readFileSync(timings, "utf8"));
for (const line of failures) console.log(`FAILED ${line}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
