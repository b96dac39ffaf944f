import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const HEAD_PLACEHOLDER = "<!--app-head-->";
export const ROOT = '<div id="root"></div>';

/** The built index.html, with its placeholder for the page head. */
export function loadTemplate(webDist: string): string {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) throw new Error(`No built web app at ${webDist}: run the build first`);
  const template = readFileSync(indexFile, "utf8");
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`${indexFile} has no ${HEAD_PLACEHOLDER}`);
  if (!template.includes(ROOT)) throw new Error(`${indexFile} has no ${ROOT}`);
  // The stylesheet stays a separate, cached file: with the app's scripts held back until
  // `load`, it is the only thing the first paint waits for besides the HTML.
  return startAppAfterLoad(stylesheetsFirst(template));
}

/** The stylesheet goes before the page's head tags (the JSON-LD can be long), so it is found at once. */
function stylesheetsFirst(template: string): string {
  const links = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let result = template;
  for (const link of links) result = result.replace(link, "");
  return result.replace(HEAD_PLACEHOLDER, `${links.join("\n    ")}\n    ${HEAD_PLACEHOLDER}`);
}

/**
 * Starts the app once the page has loaded (HTML, styles and the hero image) and its first paint
 * is on screen, so on a slow line the bandwidth and on a slow phone the processor go to what the
 * visitor sees first; the app then takes over the same pixels. (On a fast line the load event
 * can come before the first paint. A page the server leaves empty for the app to draw, such as the
 * CMS, waits for the load only; a browser that reports no paint starts the app after 3 s.)
 * Its shared chunks are fetched together but run one by one, each in a task of its own (React
 * and the router, then the app's code, then the page): on a slow phone each is a long piece of
 * work, and between them the browser paints and answers a tap. Guarded by e2e/startup.spec.ts and
 * e2e/bundle.spec.ts (the server has no DOM types to check it with).
 */
function startAppAfterLoad(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry?.[1]) return template;
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  const loader =
    `const chunks=${JSON.stringify(preloads)};` +
    `const go=async()=>{for(const href of chunks){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `for(const href of chunks){await import(href);await new Promise((r)=>setTimeout(r))}` +
    `import(${JSON.stringify(entry[1])})};` +
    `let left=2;const one=()=>--left||go();` +
    `document.readyState==="complete"?one():addEventListener("load",one,{once:true});` +
    `let painted=false;const paint=()=>painted||(painted=true,one());` +
    `if(!document.getElementById("root")?.firstChild)paint();` +
    `try{new PerformanceObserver((list,o)=>{if(list.getEntriesByName("first-contentful-paint").length)` +
    `{o.disconnect();paint()}}).observe({type:"paint",buffered:true})}catch{paint()}` +
    `setTimeout(paint,3000)`;
  return template
    .replace(entry[0], "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace("</body>", `<script type="module">${loader}</script>\n</body>`);
}
