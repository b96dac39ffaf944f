// Builds the start script every page carries inline (src/start/inline.ts) into dist/ssr, where
// only the server reads it: minified, one file, no imports. Runs after the SSR build, which
// empties dist/ssr.
import { build } from "vite";

await build({
  configFile: false,
  logLevel: "warn",
  build: {
    outDir: "dist/ssr",
    emptyOutDir: false,
    target: "es2022",
    modulePreload: false,
    copyPublicDir: false,
    rolldownOptions: { output: { minify: true, comments: false } },
    lib: { entry: "src/start/inline.ts", formats: ["es"], fileName: () => "start.js" },
  },
});
