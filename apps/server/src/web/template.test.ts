import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inlineScriptHashes } from "../http/security";
import { WEB_BUILD } from "../testing";
import { loadTemplate } from "./template";

/** A build's index.html as Vite writes it: the entry and its chunks as tags of their own. */
const BUILT_INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
<link rel="modulepreload" crossorigin href="/assets/app-C3.js">
<link rel="stylesheet" crossorigin href="/assets/index-D4.css">
<!--app-head--></head><body><div id="root"></div></body></html>`;
const START = "startAfterFirstPaint(chunks,entry,e=>import(e));";

describe("the page template", () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), "receptenboek-template-"));
    await writeFile(path.join(webDist, "index.html"), BUILT_INDEX);
    await mkdir(path.join(webDist, "ssr"));
    await writeFile(path.join(webDist, "ssr", "start.js"), `${START}\n`);
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));

  it("starts the app with the built start script, given the entry and chunks Vite named", () => {
    const page = loadTemplate(webDist);
    expect(page).not.toContain('src="/assets/index-A1.js"');
    expect(page).not.toContain("modulepreload");
    expect(page).toContain(
      `<script type="module">const chunks=["/assets/framework-B2.js","/assets/app-C3.js"],entry="/assets/index-A1.js";${START}</script>\n</body>`,
    );
  });

  it("puts the stylesheet before the page's head", () => {
    expect(loadTemplate(webDist)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">\n    <!--app-head-->',
    );
  });

  it("allows the start script, as inlined, by its CSP hash", () => {
    expect(inlineScriptHashes(loadTemplate(webDist))).toEqual([
      "'sha256-/KThNBjiwTlPIFsMF4ly6hQ8gVZL1rJ4S/anIJWQcRE='",
    ]);
  });

  it("inlines the web build's own start script", () => {
    const built = readFileSync(path.join(WEB_BUILD, "ssr", "start.js"), "utf8").trim();
    // The script reads the two names the server writes in front of it.
    expect(built).toContain("(chunks,entry,");
    expect(loadTemplate(WEB_BUILD)).toContain(`${built}</script>`);
  });

  it("refuses a build without its start script", async () => {
    await rm(path.join(webDist, "ssr", "start.js"));
    expect(() => loadTemplate(webDist)).toThrow(/start\.js is missing/);
  });
});
