import type { Plugin } from "vite";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import picomatch from "picomatch";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

import { nlServer } from "@repo/strings";

import * as chunks from "./chunk-map.js";

/** The brand green and page colour of the light theme; index.html names the dark theme's per scheme. */
const THEME_LIGHT = "#2f5d3a";
const BACKGROUND_LIGHT = "#fbf8f1";

// The dev server proxies to the API server of `pnpm dev`, which listens on PORT (default 3000).
const apiHost = process.env.HOST && process.env.HOST !== "0.0.0.0" ? process.env.HOST : "localhost";
const api = `http://${apiHost.includes(":") ? `[${apiHost}]` : apiHost}:${process.env.PORT ?? "3000"}`;
/** React and the router; the CMS's query library and tRPC client load with the CMS. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!react-query|query-core)[^\\/]+)[\\/]/;
/** The app's handle on React DOM, which makes the framework's chunk run it (see lib/react-dom). */
const REACT_DOM = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]react-dom\.ts$/;
/** A test of a module id against globs of the chunk map (paths from the repository's root). */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
function inFolders(globs: readonly string[], except: readonly string[] = []): (id: string) => boolean {
  const included = picomatch([...globs]);
  const excluded = picomatch([...except]);
  return (id) => {
    const file = path
      .relative(ROOT, id.split("?")[0] ?? id)
      .split(path.sep)
      .join("/");
    return included(file) && !excluded(file);
  };
}
const isCmsOnlyCode = inFolders(chunks.cmsOnly, chunks.cmsOnlyExcept);
const inSharedFolders = inFolders(chunks.shared, [...chunks.lazy, ...chunks.oneRoute, ...chunks.later]);
const isSharedCode = (id: string) => inSharedFolders(id) && !isCmsOnlyCode(id);
/** A route file's definition belongs to the route tree (shared); its split-off parts to its page. */
const isRouteDefinition = (id: string) => /[\\/]src[\\/]routes[\\/]/.test(id) && !id.includes("tsr-split");
const pageGroups = Object.entries(chunks.pages).map(([name, globs]) => {
  const inPage = inFolders(globs);
  // Only the files named: what they import stays where the rest of the build puts it, so a page's
  // file never carries another page's lazy part.
  return {
    name,
    test: (id: string) => inPage(id) && !isRouteDefinition(id),
    includeDependenciesRecursively: false,
  };
});

/**
 * Vite wraps every dynamic import in a helper that first preloads the imported chunk's own
 * imports. Only stylesheets are named (see modulePreload below): a lazy route's or dialog's
 * scripts are found by the browser as it loads them, and the shared chunk carries a helper
 * that only adds the stylesheet a chunk needs (the upload dialog's) before importing it.
 */
const STYLESHEET_FIRST = `const sheets = {};
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).map((dep) => (sheets[dep] ??= new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = "/" + dep;
    link.onload = resolve;
    link.onerror = () => reject(new Error("Unable to load " + dep));
    document.head.append(link);
  })))).then(() => load());`;
const stylesheetsOnly: Plugin = {
  name: "receptenboek:stylesheets-only",
  enforce: "pre",
  load: (id) => (id === "\0vite/preload-helper.js" ? STYLESHEET_FIRST : null),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's component and its loading, error and not-found states come as one file.
      codeSplittingOptions: {
        defaultBehavior: [["component", "pendingComponent", "errorComponent", "notFoundComponent"]],
        // The CMS's and the login's loaders (the CMS's tRPC client) come with their page too: a
        // visitor's first load carries no more of them than their paths and heads.
        splitBehavior: ({ routeId }) =>
          /^\/(cms|login)/.test(routeId)
            ? [["loader", "component", "pendingComponent", "errorComponent", "notFoundComponent"]]
            : undefined,
      },
    }),
    react(),
    tailwindcss(),
    stylesheetsOnly,
    // The server's render (src/entry-server.tsx) is built on its own, without the worker.
    !isSsrBuild &&
      VitePWA({
        // Our own small worker (src/sw.ts) built from Workbox modules; the app registers it itself,
        // after load, so a first visit's first-load JavaScript carries none of it.
        strategies: "injectManifest",
        srcDir: "src",
        filename: "sw.ts",
        injectRegister: false,
        manifestFilename: "site.webmanifest",
        manifest: {
          id: "/",
          name: nlServer.appName,
          short_name: nlServer.appShortName,
          description: nlServer.appDescription,
          lang: "nl",
          dir: "ltr",
          start_url: "/",
          scope: "/",
          display: "standalone",
          background_color: BACKGROUND_LIGHT,
          theme_color: THEME_LIGHT,
          icons: [
            { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
            { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
            { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
            { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
          ],
        },
        injectManifest: {
          // The app shell: hashed code and styles, the template the CMS falls back to offline,
          // the icons, the emoji font and the default hero. Recipe pictures are kept as they are viewed.
          globPatterns: [
            "assets/**/*.{js,css}",
            "index.html",
            "{logo,favicon,hero}.svg",
            "favicon.ico",
            "icon-192.png",
            "hero*.webp",
            "fonts/emoji.woff2",
          ],
          // The upload dialog's libraries stay out (the biggest files): uploading needs a connection.
          globIgnores: ["assets/upload-*"],
          // The shopping list is used in the shop, often without a connection: its page (the
          // template with the page's head, from the server) is kept from the first visit on, and
          // kept anew whenever the template changes.
          manifestTransforms: [
            (entries) => {
              const template = entries.find((entry) => entry.url === "index.html");
              return {
                manifest: [
                  ...entries,
                  { url: "/boodschappen", revision: template?.revision ?? null, size: 0 },
                ],
                warnings: [],
              };
            },
          ],
          maximumFileSizeToCacheInBytes: 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // The router's store asks for the shim that brings useSyncExternalStore to React 17; React 19
      // has it, and the shim's own copy would be one more thing every visitor downloads.
      {
        find: /^use-sync-external-store\/shim\/with-selector(?:\.js)?$/,
        replacement: "use-sync-external-store/with-selector",
      },
    ],
  },
  // The server's render carries its packages inside: one React for the server's whole render,
  // and nothing more for a release to install.
  ssr: { noExternal: true },
  // The browser's build is told it is production; the server's was not, so React's packages chose
  // their development builds at run time (the server sets no NODE_ENV): every server render ran
  // React's checks and warnings, some three times the work. Now both builds carry production only.
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  build: isSsrBuild
    ? { outDir: "dist/ssr", target: "node20", sourcemap: false }
    : {
        sourcemap: false,
        target: "es2022",
        // The manifest lets the e2e check see which chunks a visitor loads first.
        manifest: true,
        // Every browser the site supports knows modulepreload: no polyfill in the first load. The
        // page names the chunks it starts with (the server's loader runs them one by one); a lazy
        // route's or dialog's own scripts are found when it loads, so the shared chunk carries no
        // list of every later file's dependencies, only the stylesheets.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
        },
        rolldownOptions: {
          experimental: { lazyBarrel: true },
          output: {
            // V8 compiles React's and the router's functions on a background thread as the file
            // arrives, instead of one by one on the main thread as the app first calls them: most of
            // them run while the app adopts the page, and on a slow phone that compiling added up to
            // long tasks of its own. (The hint must be the file's first line, hence after minifying.)
            postBanner: (chunk) => (chunk.name === "framework" ? "//# allFunctionsCalledOnLoad" : ""),
            // A first visit needs the framework, the shared app code and one route: three files
            // instead of twenty small ones. The CMS, zod and Uppy stay in chunks of their own.
            codeSplitting: {
              groups: [
                // The CMS's guard for unsaved changes is the router's only part no visitor page uses.
                {
                  name: "framework",
                  test: (id) => (FRAMEWORK.test(id) || REACT_DOM.test(id)) && !id.includes("useBlocker"),
                  priority: 2,
                },
                {
                  name: "app",
                  test: isSharedCode,
                  priority: 1,
                },
                ...pageGroups,
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
}));
