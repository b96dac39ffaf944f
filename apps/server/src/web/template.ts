import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { Head } from "@repo/seo";
import { SNAPSHOT_ID } from "@repo/domain";
import { jsonForScript, renderHead } from "@repo/seo";

export const HEAD_PLACEHOLDER = "<!--app-head-->";
export const ROOT = '<div id="root"></div>';

/** A page as the app renders it: its head, its first paint and the reads that paint was made from. */
export interface RenderedPage {
  html: string;
  head: Head | null;
  snapshot: Record<string, unknown>;
}

/** The built template filled with a rendered page. */
export function pageBody(template: string, { html, head, snapshot }: RenderedPage): string {
  const reads =
    Object.keys(snapshot).length > 0
      ? `<script type="application/json" id="${SNAPSHOT_ID}">${jsonForScript(snapshot)}</script>`
      : "";
  return template
    .replace(HEAD_PLACEHOLDER, head ? renderHead(head) : "")
    .replace(ROOT, `<div id="root">${html}</div>${reads}`);
}

/** The built index.html, with its placeholder for the page head. */
export function loadTemplate(webDist: string): string {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) throw new Error(`No built web app at ${webDist}: run the build first`);
  const template = readFileSync(indexFile, "utf8");
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`${indexFile} has no ${HEAD_PLACEHOLDER}`);
  if (!template.includes(ROOT)) throw new Error(`${indexFile} has no ${ROOT}`);
  // The stylesheet stays a separate, cached file: with the app's scripts held back until
  // `load`, it is the only thing the first paint waits for besides the HTML.
  return startAppAfterLoad(stylesheetsFirst(template), webDist);
}

/** The stylesheet goes before the page's head tags (the JSON-LD can be long), so it is found at once. */
function stylesheetsFirst(template: string): string {
  const links = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let result = template;
  for (const link of links) result = result.replace(link, "");
  return result.replace(HEAD_PLACEHOLDER, `${links.join("\n    ")}\n    ${HEAD_PLACEHOLDER}`);
}

/** The start script every page carries inline, built from apps/web/src/start/inline.ts. */
const START_SCRIPT = path.join("ssr", "start.js");

/**
 * The app's entry and its first chunks are started by the inline start script (when the page has
 * loaded and painted; see apps/web/src/start/start.ts), not by the tags Vite wrote, which would
 * fetch and run them at once. The script is given the page's chunks and entry in front of it.
 */
function startAppAfterLoad(template: string, webDist: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) return template;
  const startFile = path.join(webDist, START_SCRIPT);
  if (!existsSync(startFile)) throw new Error(`${startFile} is missing: run the web build first`);
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  const loader =
    `const chunks=${JSON.stringify(preloads)},entry=${JSON.stringify(entry[1])};` +
    readFileSync(startFile, "utf8").trim();
  return (
    template
      .replace(entry[0], "")
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
      // A function, so a `$` in the minified script is never read as a replacement pattern.
      .replace("</body>", () => `<script type="module">${loader}</script>\n</body>`)
  );
}
