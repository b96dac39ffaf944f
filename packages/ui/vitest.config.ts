import { defineConfig } from "vitest/config";

import { reportOptions } from "../../vitest.shared.ts";

export default defineConfig({ test: { include: ["src/**/*.test.tsx"], ...reportOptions("ui") } });
