import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react(), tailwindcss()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { sourcemap: false, target: "es2022" },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/trpc": "http://localhost:3000",
      "/objects": "http://localhost:3000",
      "/art": "http://localhost:3000",
    },
  },
});
