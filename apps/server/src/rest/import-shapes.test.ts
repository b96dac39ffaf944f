import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { deepJsonLd, nestedMicrodataPage } from "@repo/api/testing";

import { useLoggedInApp } from "../testing";

const TOO_COMPLEX = { message: "Deze pagina is te diep genest of te ingewikkeld om te lezen." };

let site: Server;
let base = "";

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === "/genest") {
      return res.writeHead(200, { "content-type": "text/html" }).end(nestedMicrodataPage(8, 7, 903));
    }
    if (req.url === "/diep")
      return res.writeHead(200, { "content-type": "application/ld+json" }).end(deepJsonLd(1_000_000));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

describe("POST /api/import, issue 41 item 4: nested microdata and deep JSON-LD", () => {
  const ctx = useLoggedInApp({ importAllowPrivate: true });
  const post = (payload: object | string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/import",
      payload,
      headers: { "content-type": "application/json", cookie: ctx.cookie },
    });

  it("the 903-byte page with 8 nested item scopes and 7 names per itemprop: pasted and fetched", async () => {
    for (const payload of [{ html: nestedMicrodataPage(8, 7, 903) }, { url: `${base}/genest` }]) {
      const started = Date.now();
      const response = await post(payload);
      // A complexity guard: this page took 9.4 s and 1 GiB before.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ draft: { name: string } }>().draft.name).toBe("Tomatensoep");
    }
  });

  it("JSON-LD nested a million deep answers 400 in Dutch: pasted as text, as JSON, or fetched", async () => {
    const json = deepJsonLd(1_000_000);
    for (const payload of [{ jsonld: json }, `{"jsonld":${json}}`, { html: json }, { url: `${base}/diep` }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(TOO_COMPLEX);
    }
    // The server still answers afterwards.
    expect((await ctx.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
  });
});
