import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";

import { recipeInput } from "@repo/db/testing";

import type { App } from "../app";
import type { TestAppOptions } from "../testing";
import { DEFAULT_TIMEOUTS } from "../http/slow-clients";
import { buildLoggedInApp } from "../testing";

interface RawExchange {
  /** Everything the server sent, as text. */
  received: () => string;
  /** Resolves when the connection is closed (or reset), with what the server sent. */
  closed: Promise<{ text: string; error?: string; at: number }>;
  /** Resolves when the server has finished sending (its FIN), or the connection is gone. */
  ended: Promise<{ text: string; at: number }>;
  socket: net.Socket;
  startedAt: number;
}

/** A hand-driven HTTP/1.1 client: the test decides when each byte goes out. */
function connect(port: number): RawExchange {
  // Half-open, like a browser: an early answer does not stop it from sending the rest.
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  let text = "";
  const startedAt = Date.now();
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  const closed = new Promise<{ text: string; error?: string; at: number }>((resolve) => {
    let error: string | undefined;
    socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on("close", () => resolve({ text, error, at: Date.now() - startedAt }));
  });
  const ended = new Promise<{ text: string; at: number }>((resolve) => {
    const done = () => resolve({ text, at: Date.now() - startedAt });
    socket.on("end", done);
    socket.on("close", done);
  });
  return { received: () => text, closed, ended, socket, startedAt };
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n`;

/** Sends `body` one byte at a time, every `everyMs`, until the socket closes. */
function trickle(exchange: RawExchange, body: string, everyMs: number) {
  let i = 0;
  const send = () => {
    if (exchange.socket.destroyed || !exchange.socket.writable || i >= body.length) return;
    exchange.socket.write(body[i++] ?? "");
    timer = setTimeout(send, everyMs);
  };
  let timer = setTimeout(send, 0);
  void exchange.closed.then(() => clearTimeout(timer));
}

describe("slow and oversized requests", () => {
  let app: App;
  let port: number;
  let cookie: string;
  afterEach(() => app.close());

  async function start(overrides: TestAppOptions = {}) {
    ({ app, cookie } = await buildLoggedInApp(overrides));
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as net.AddressInfo).port;
  }

  it("answers a body sent one byte every 5 s with 408 once its time is up, and closes", async () => {
    await start({ timeouts: { bodyMs: 2000, uploadMs: 4000 } });
    const exchange = connect(port);
    const body = JSON.stringify({ password: "a slow guess" });
    exchange.socket.write(
      head("POST", "/api/auth/login", { "content-type": "application/json", "content-length": body.length }),
    );
    trickle(exchange, body, 5000);
    const { text, at } = await exchange.ended;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/connection: close/i);
    // Cut at the 2 s limit, before the second byte was due.
    expect(at).toBeLessThan(5000);
  }, 15_000);

  it("gives an upload more time than an ordinary request", async () => {
    await start({ timeouts: { bodyMs: 1000, uploadMs: 3000 } });
    const created = await app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    const url = new URL(created.json<{ uploadURL: string }>().uploadURL);
    const exchange = connect(port);
    exchange.socket.write(
      head("PUT", `${url.pathname}${url.search}`, { "content-type": "image/png", "content-length": 1000 }),
    );
    trickle(exchange, "x".repeat(1000), 500);
    const { text, at } = await exchange.ended;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(at).toBeGreaterThanOrEqual(2500);
  }, 15_000);

  it("lets a body still arriving at close() finish and answers it, then closes", async () => {
    await start();
    const body = Buffer.from(JSON.stringify(recipeInput({ name: "Bijna opgeslagen" })));
    const exchange = connect(port);
    exchange.socket.write(
      head("POST", "/api/recipes", {
        "content-type": "application/json",
        "content-length": body.length,
        cookie,
      }),
    );
    exchange.socket.write(body.subarray(0, -40));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = Date.now();
    const closed = app.close();
    setTimeout(() => exchange.socket.write(body.subarray(-40)), 300);
    await closed;
    expect(Date.now() - closing).toBeLessThan(3000);
    const { text } = await exchange.ended;
    expect(text).toMatch(/^HTTP\/1\.1 201 /);
    expect(text).toContain('"name":"Bijna opgeslagen"');
    expect(text).toMatch(/connection: close/i);
  }, 15_000);

  it("cuts a body that stalls during close() with 408, well before its grace period ends", async () => {
    await start({ timeouts: { ...DEFAULT_TIMEOUTS, closing: { graceMs: 8000, stallMs: 1000 } } });
    const exchange = connect(port);
    exchange.socket.write(
      head("POST", "/api/auth/login", { "content-type": "application/json", "content-length": 40 }),
    );
    trickle(exchange, "{".repeat(40), 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(3000);
    expect((await exchange.ended).text).toMatch(/^HTTP\/1\.1 408 /);
    exchange.socket.destroy();
  }, 15_000);

  it("cuts a body still flowing when the grace period of close() ends", async () => {
    await start({ timeouts: { ...DEFAULT_TIMEOUTS, closing: { graceMs: 2000, stallMs: 1000 } } });
    const exchange = connect(port);
    exchange.socket.write(
      head("POST", "/api/auth/login", { "content-type": "application/json", "content-length": 40 }),
    );
    trickle(exchange, "{".repeat(40), 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closing = Date.now();
    await app.close();
    const took = Date.now() - closing;
    expect(took).toBeGreaterThanOrEqual(1900);
    expect(took).toBeLessThan(4000);
    expect((await exchange.ended).text).toMatch(/^HTTP\/1\.1 408 /);
    exchange.socket.destroy();
  }, 15_000);

  it("lets a browser-like client read the 413 for a 16 MiB JSON body instead of a reset", async () => {
    await start();
    const response = await fetch(`http://127.0.0.1:${port}/api/recipes`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: new Uint8Array(16 * 1024 * 1024).fill(0x20),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: expect.any(String) as string });
  }, 15_000);

  it("sends the 413 and keeps reading while the body still streams in over a raw socket", async () => {
    await start();
    const size = 16 * 1024 * 1024;
    const exchange = connect(port);
    exchange.socket.write(
      head("POST", "/api/recipes", { "content-type": "application/json", "content-length": size, cookie }),
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let writeError: string | undefined;
    while (sent < size && !exchange.socket.destroyed) {
      const ok = exchange.socket.write(chunk, (e) => (writeError ??= e?.message));
      sent += chunk.length;
      if (!ok)
        await new Promise((resolve) => {
          exchange.socket.once("drain", resolve);
          exchange.socket.once("close", resolve);
        });
    }
    exchange.socket.end();
    const { text, error } = await exchange.closed;
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBe(size);
    expect(error).toBeUndefined();
    expect(writeError).toBeUndefined();
  }, 15_000);

  it("refuses an anonymous 10 MB POST under /objects without waiting for its body", async () => {
    await start();
    const exchange = connect(port);
    exchange.socket.write(
      head("POST", "/objects/x", {
        "content-type": "application/octet-stream",
        "content-length": 10 * 1024 * 1024,
      }),
    );
    exchange.socket.write(Buffer.alloc(64 * 1024));
    const answered = await new Promise<string>((resolve) => {
      const check = () =>
        exchange.received().includes("\r\n\r\n") ? resolve(exchange.received()) : undefined;
      exchange.socket.on("data", check);
      void exchange.ended.then(() => resolve(exchange.received()));
    });
    expect(answered).toMatch(/^HTTP\/1\.1 404 /);
    exchange.socket.destroy();
  }, 15_000);
});
