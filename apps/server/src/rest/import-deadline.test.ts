import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { useLoggedInApp } from "../testing";

/** The import's one deadline in these tests (10 s in production). */
const DEADLINE_MS = 1_000;
/** Each answer alone is well within it; the page and its picture together are not. */
const DELAY_MS = 650;

let site: Server;
let base = "";
const asked: string[] = [];

const recipe = (image: string) =>
  `<script type="application/ld+json">${JSON.stringify({
    "@type": "Recipe",
    name: "Trage soep",
    recipeIngredient: ["1 ui"],
    recipeInstructions: "Kook de ui.",
    image,
  })}</script>`;

beforeAll(async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c06030" } })
    .png()
    .toBuffer();
  site = createServer((req, res) => {
    const path = req.url ?? "";
    asked.push(path);
    const later = (send: () => void) => setTimeout(send, DELAY_MS);
    if (path === "/trage-foto.png")
      return later(() => res.writeHead(200, { "content-type": "image/png" }).end(png));
    if (path === "/snelle-foto.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (path === "/trage-pagina")
      return later(() =>
        res.writeHead(200, { "content-type": "text/html" }).end(recipe(`${base}/trage-foto.png`)),
      );
    if (path === "/snelle-pagina")
      return res.writeHead(200, { "content-type": "text/html" }).end(recipe(`${base}/snelle-foto.png`));
    // Each hop of the chain waits, and sends on to the next one.
    const hop = /^\/omweg\/(\d)$/.exec(path);
    if (hop) {
      const next = Number(hop[1]) + 1;
      return later(() =>
        res.writeHead(302, { location: next > 2 ? "/snelle-pagina" : `/omweg/${next}` }).end(),
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  site.closeAllConnections();
  return new Promise((resolve) => site.close(resolve));
});

describe("POST /api/import, issue 41 item 7: one deadline for the whole import", () => {
  const ctx = useLoggedInApp({ importGuard: { allowPrivate: true, timeoutMs: DEADLINE_MS } });
  const post = (payload: object) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import",
      payload,
      headers: { "content-type": "application/json", cookie: ctx.cookie },
    });

  it("a picture still on its way when the page used up the deadline is left out, with a warning", async () => {
    asked.length = 0;
    const response = await post({ url: `${base}/trage-pagina` });
    expect(response.statusCode).toBe(200);
    const { draft, warnings } = response.json<{ draft: Record<string, unknown>; warnings: string[] }>();
    expect(draft).toMatchObject({ name: "Trage soep", imageUrl: null });
    expect(warnings).toEqual(["De afbeelding kon niet worden opgehaald; voeg er zelf een toe."]);
    // The picture was asked for, and given up at the import's deadline, not a deadline of its own.
    expect(asked).toEqual(["/trage-pagina", "/trage-foto.png"]);
  });

  it("a fast page with a fast picture keeps its picture", async () => {
    const response = await post({ url: `${base}/snelle-pagina` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ draft: { imageUrl: string } }>().draft.imageUrl).toMatch(
      /^\/objects\/recipe-images\//,
    );
  });

  it("redirects count: two slow hops are past the deadline, 502 in Dutch", async () => {
    asked.length = 0;
    const response = await post({ url: `${base}/omweg/1` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "Het ophalen van de pagina duurde langer dan 10 seconden." });
    expect(asked).toEqual(["/omweg/1", "/omweg/2"]);
  });
});
