import { defineConfig } from "vitest/config";

import { reportOptions } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    ...reportOptions("server"),
  },
});
