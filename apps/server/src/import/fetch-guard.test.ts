import type { LookupAddress } from "node:dns";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import diagnostics from "node:diagnostics_channel";
import { createServer } from "node:http";
import { afterEach, describe, expect, it } from "vitest";

import { createFetchGuard, FetchFailure, isPublicAddress } from "./fetch-guard";

const HTML = /^text\/html/;
const servers: Server[] = [];

/** A server on a loopback address; 127.0.0.2 plays the part of a public site in these tests. */
async function serve(host: string, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, requests: () => seen.get(server) ?? 0 };
}
const seen = new Map<Server, number>();
async function counted(host: string, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const s = await serve(host, (req, res) => {
    seen.set(s.server, (seen.get(s.server) ?? 0) + 1);
    handler(req, res);
  });
  return s;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const PUBLIC = "127.0.0.2";
/** Names resolve here: 'site.test' to the stand-in public server, the rest as named. */
function resolver(table: Record<string, string[]>, calls: string[] = []) {
  return (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) return Promise.reject(Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  };
}
const guard = (extra: Parameters<typeof createFetchGuard>[0] = { allowPrivate: false }) =>
  createFetchGuard({
    alsoAllow: (address) => address === PUBLIC,
    resolve: resolver({
      "site.test": [PUBLIC],
      "intern.test": ["192.168.1.10"],
      "mixed.test": [PUBLIC, "10.0.0.5"],
    }),
    ...extra,
  });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchFailure);
  const { status, reason } = error as FetchFailure;
  return { status, reason };
}
const page = (res: ServerResponse, body = "<html>recept</html>") =>
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);

describe("the import's fetch guard", () => {
  it("knows which addresses are public", () => {
    for (const address of ["93.184.216.34", "2606:4700::6810:85e5", "8.8.8.8"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.100.100.200",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd00:ec2::254",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:7f00:1::",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses other schemes, credentials in the URL and literal private addresses without connecting", async () => {
    const fetch = guard();
    for (const url of [
      "file:///etc/passwd",
      "ftp://site.test/",
      "data:text/html,<p>x</p>",
      "http://user:pw@site.test/",
      "http://127.0.0.1/",
      "http://[::1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://[fd00:ec2::254]/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
      "http://0x7f.1/",
      "niet een adres",
    ]) {
      expect(await failure(fetch(url, HTML, "text/html")), url).toEqual({ status: 502, reason: "refused" });
    }
  });

  it("issue 41 item 6: refuses all of ::/96, however it is spelled, without a connection attempt", async () => {
    for (const address of ["::7f00:1", "::a00:1", "::808:808", "::ffff:ffff", "::ffff"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    const attempts: unknown[] = [];
    const count = (message: unknown) => attempts.push(message);
    diagnostics.subscribe("undici:client:beforeConnect", count);
    diagnostics.subscribe("net.client.socket", count);
    try {
      const fetch = guard();
      for (const host of [
        "[::127.0.0.1]",
        "[::7f00:1]",
        "[::a00:1]",
        "[::]",
        "[::1]",
        "[0:0:0:0:0:0:808:808]",
      ]) {
        const url = `http://${host}:${80}/`;
        expect(await failure(fetch(url, HTML, "text/html")), url).toEqual({ status: 502, reason: "refused" });
      }
      expect(attempts).toEqual([]);
    } finally {
      diagnostics.unsubscribe("undici:client:beforeConnect", count);
      diagnostics.unsubscribe("net.client.socket", count);
    }
    // A name that resolves there is refused in the socket's lookup, before any address is dialled.
    const named = guard({ allowPrivate: false, resolve: resolver({ "compat.test": ["::7f00:1"] }) });
    expect(await failure(named("http://compat.test/", HTML, "text/html"))).toEqual({
      status: 502,
      reason: "refused",
    });
  });

  it("refuses a name that resolves to a private address, or to public and private ones", async () => {
    const fetch = guard();
    expect(await failure(fetch("http://intern.test/", HTML, "text/html"))).toEqual({
      status: 502,
      reason: "refused",
    });
    expect(await failure(fetch("http://mixed.test/", HTML, "text/html"))).toEqual({
      status: 502,
      reason: "refused",
    });
    expect(await failure(fetch("http://onbekend.test/", HTML, "text/html"))).toEqual({
      status: 502,
      reason: "unreachable",
    });
  });

  it("resolves the name once and connects to that address, without cookies", async () => {
    const site = await counted(PUBLIC, (req, res) => {
      res.setHeader("set-cookie", "sessie=1");
      page(res, `cookie: ${req.headers.cookie ?? "geen"}`);
    });
    const calls: string[] = [];
    const fetch = guard({
      allowPrivate: false,
      alsoAllow: (a) => a === PUBLIC,
      resolve: resolver({ "site.test": [PUBLIC] }, calls),
    });
    const first = await fetch(`http://site.test:${site.port}/recept`, HTML, "text/html");
    const second = await fetch(`http://site.test:${site.port}/recept`, HTML, "text/html");
    expect(first.body.toString()).toBe("cookie: geen");
    expect(second.body.toString()).toBe("cookie: geen");
    expect(first.url).toBe(`http://site.test:${site.port}/recept`);
    expect(calls).toEqual(["site.test", "site.test"]);
  });

  it("refuses a redirect to 127.0.0.1, and never reaches it", async () => {
    const inside = await counted("127.0.0.1", (_req, res) => page(res, "geheim"));
    const site = await counted(PUBLIC, (_req, res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${inside.port}/admin` }).end(),
    );
    expect(await failure(guard()(`http://site.test:${site.port}/`, HTML, "text/html"))).toEqual({
      status: 502,
      reason: "refused",
    });
    expect(site.requests()).toBe(1);
    expect(inside.requests()).toBe(0);
  });

  it("follows at most 3 redirects", async () => {
    const chain = await counted(PUBLIC, (req, res) => {
      const [, want, at] = /^\/(\d+)\/(\d+)$/.exec(req.url ?? "") ?? [];
      if (Number(at) < Number(want))
        return res.writeHead(302, { location: `/${want}/${Number(at) + 1}` }).end();
      page(res, `na ${at}`);
    });
    const fetch = guard();
    const three = await fetch(`http://site.test:${chain.port}/3/0`, HTML, "text/html");
    expect(three.body.toString()).toBe("na 3");
    expect(three.url).toBe(`http://site.test:${chain.port}/3/3`);
    expect(await failure(fetch(`http://site.test:${chain.port}/4/0`, HTML, "text/html"))).toEqual({
      status: 502,
      reason: "tooManyRedirects",
    });
  });

  it("gives up on a slow server at the deadline", async () => {
    const slow = await counted(PUBLIC, () => {
      // Never answers.
    });
    const started = Date.now();
    const fetch = guard({ allowPrivate: false, alsoAllow: (a) => a === PUBLIC, timeoutMs: 300 });
    expect(await failure(fetch(`http://${PUBLIC}:${slow.port}/`, HTML, "text/html"))).toEqual({
      status: 502,
      reason: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("stops reading an endless body at 5 MB", async () => {
    const endless = await counted(PUBLIC, (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      const write = () => {
        while (res.write(chunk));
        res.once("drain", write);
      };
      write();
    });
    const fetch = guard({ allowPrivate: false, alsoAllow: (a) => a === PUBLIC, maxBytes: 5 * 1024 * 1024 });
    expect(await failure(fetch(`http://${PUBLIC}:${endless.port}/`, HTML, "text/html"))).toEqual({
      status: 413,
      reason: "tooLarge",
    });
  });

  it("refuses a 6 MB page, announced or not", async () => {
    const big = "x".repeat(6 * 1024 * 1024);
    const site = await counted(PUBLIC, (req, res) => {
      if (req.url === "/announced") return res.writeHead(200, { "content-type": "text/html" }).end(big);
      res.writeHead(200, { "content-type": "text/html", "transfer-encoding": "chunked" });
      res.write(big.slice(0, 3 * 1024 * 1024));
      res.end(big.slice(3 * 1024 * 1024));
    });
    const fetch = guard({ allowPrivate: false, alsoAllow: (a) => a === PUBLIC, maxBytes: 5 * 1024 * 1024 });
    for (const path of ["/announced", "/chunked"]) {
      expect(await failure(fetch(`http://${PUBLIC}:${site.port}${path}`, HTML, "text/html")), path).toEqual({
        status: 413,
        reason: "tooLarge",
      });
    }
  });

  it("takes only the types asked for, and only a 200", async () => {
    const site = await counted(PUBLIC, (req, res) => {
      if (req.url === "/plaatje") return res.writeHead(200, { "content-type": "image/png" }).end("png");
      res.writeHead(404, { "content-type": "text/html" }).end("weg");
    });
    const fetch = guard();
    expect(await failure(fetch(`http://site.test:${site.port}/plaatje`, HTML, "text/html"))).toEqual({
      status: 502,
      reason: "type",
    });
    expect(await failure(fetch(`http://site.test:${site.port}/weg`, HTML, "text/html"))).toEqual({
      status: 502,
      reason: "unreachable",
    });
  });

  it("IMPORT_ALLOW_PRIVATE lets a home network's addresses through", async () => {
    const inside = await counted("127.0.0.1", (_req, res) => page(res, "thuis"));
    const fetch = createFetchGuard({ allowPrivate: true });
    expect((await fetch(`http://127.0.0.1:${inside.port}/`, HTML, "text/html")).body.toString()).toBe(
      "thuis",
    );
    expect((await fetch(`http://localhost:${inside.port}/`, HTML, "text/html")).body.toString()).toBe(
      "thuis",
    );
  });
});
