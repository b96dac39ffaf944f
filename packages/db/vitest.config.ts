import { defineConfig } from "vitest/config";

import { reportOptions } from "../../vitest.shared";

export default defineConfig({ test: { include: ["src/**/*.test.ts"], ...reportOptions("db") } });
