import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The dev server proxies to the API server of `pnpm dev`, which listens on PORT (default 3000).
const apiHost = process.env.HOST && process.env.HOST !== "0.0.0.0" ? process.env.HOST : "localhost";
const api = `http://${apiHost.includes(":") ? `[${apiHost}]` : apiHost}:${process.env.PORT ?? "3000"}`;
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@tanstack|@trpc)[\\/]/;
/**
 * Visitor code every page runs; lazily loaded parts (tooltips, toasts, dialogs) are left out, and
 * so is the picture composer of packages/ui/src/art: visitors get composed pictures as files from
 * the server, only the CMS's live preview draws them in the browser.
 */
const SHARED_APP_CODE =
  /[\\/]packages[\\/](?:strings|domain|seo)[\\/]src[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/](?!art[\\/])|[\\/]apps[\\/]web[\\/]src[\\/](?:lib[\\/]|router\.tsx|routeTree\.gen\.ts|routes[\\/]__root\.tsx|features[\\/]auth[\\/]use-auth|components[\\/](?:header|theme|tip|toaster|lazy-module|icons|error-state|spinner)\.tsx?$)/;

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    sourcemap: false,
    target: "es2022",
    // The manifest lets the e2e check see which chunks a visitor loads first.
    manifest: true,
    rolldownOptions: {
      output: {
        // A first visit needs the framework, the shared app code and one route: three files
        // instead of twenty small ones. The CMS, zod and Uppy stay in chunks of their own.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 2 },
            { name: "app", test: SHARED_APP_CODE, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": api,
      "/trpc": api,
      "/objects": api,
      "/art": api,
    },
  },
});
