import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { reportOptions } from "../../vitest.shared";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: { include: ["src/**/*.test.{ts,tsx}"], ...reportOptions("web") },
});
