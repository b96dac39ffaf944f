import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The dev server proxies to the API server of `pnpm dev`, which listens on PORT (default 3000).
const apiHost = process.env.HOST && process.env.HOST !== "0.0.0.0" ? process.env.HOST : "localhost";
const api = `http://${apiHost.includes(":") ? `[${apiHost}]` : apiHost}:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { sourcemap: false, target: "es2022" },
  server: {
    proxy: {
      "/api": api,
      "/trpc": api,
      "/objects": api,
      "/art": api,
    },
  },
});
