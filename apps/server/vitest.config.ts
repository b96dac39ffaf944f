import { defineConfig } from "vitest/config";

import { reportOptions } from "../../vitest.shared.ts";

/** The one file that replaces a module (sharp) for its own tests: it gets a module graph of its own. */
const MOCKS_MODULES = "src/art/render-bound.test.ts";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    ...reportOptions("server"),
    projects: [
      {
        extends: true,
        // Each file builds its own app on its own database, so the files of a worker can share
        // the loaded modules: importing the server once per worker instead of once per file
        // takes about a third off the suite.
        test: { name: "server", include: ["src/**/*.test.ts"], exclude: [MOCKS_MODULES], isolate: false },
      },
      { extends: true, test: { name: "server-mocks", include: [MOCKS_MODULES] } },
    ],
  },
});
