import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";

import { insertRecipe, listRecipes } from "@repo/db";
import { recipeData } from "@repo/db/testing";
import { COLLECTION_LIMITS } from "@repo/schema";

import type { App } from "../app";
import { buildLoggedInApp } from "../testing";

const MiB = 1024 * 1024;
const TOO_LARGE =
  "Dit bestand is te groot om te importeren: hoogstens 80 MB, 2000 recepten en 48 MB aan afbeeldingen. Er is niets gewijzigd.";

/**
 * Streams `total` bytes of JSON-looking body without a cookie as fast as the server takes them,
 * and stops at the first answer: its status, body, how long it took and how much had been sent.
 */
function streamBody(port: number, path: string, total: number, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    connection: string | undefined;
    body: string;
    ms: number;
    sent: number;
  }>((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(total), ...headers },
    });
    const chunk = Buffer.alloc(MiB, "a");
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      const ms = performance.now() - started;
      const sentThen = sent;
      let body = "";
      response.on("data", (part: Buffer) => (body += part.toString()));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
          ms,
          sent: sentThen,
        });
        request.destroy();
      });
      response.on("error", reject);
    });
    // The server closes the connection with its answer; the rest of the body has nowhere to go.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) reject(error);
    });
    request.flushHeaders();
    pump();
  });
}

/** Asks /api/health/live every 10 ms until stopped: the statuses it got. */
function watchHealth(port: number) {
  const statuses: number[] = [];
  let stopped = false;
  const ask = () => {
    if (stopped) return;
    http
      .get({ host: "127.0.0.1", port, path: "/api/health/live" }, (response) => {
        statuses.push(response.statusCode ?? 0);
        response.resume();
        response.on("end", () => setTimeout(ask, 10));
      })
      .on("error", () => statuses.push(0));
  };
  ask();
  return {
    stop: () => {
      stopped = true;
      return statuses;
    },
  };
}

describe("item 2: an anonymous large body is refused before it is read", () => {
  let app: App;
  let port: number;
  let cookie: string;
  afterEach(() => app.close());

  async function start() {
    ({ app, cookie } = await buildLoggedInApp());
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  }

  for (const path of ["/api/import/collection", "/api/import/collection?preview=true", "/api/import"]) {
    it(`POST ${path}: 50 MiB without a session gets a 401 before the body is read while /api/health/live keeps answering`, async () => {
      await start();
      const health = watchHealth(port);
      const answer = await streamBody(port, path, 50 * MiB);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const statuses = health.stop();

      expect(answer.status).toBe(401);
      expect(answer.connection).toBe("close");
      expect(JSON.parse(answer.body)).toEqual({ message: "Not logged in" });
      // What proves the early answer is the bytes sent; the time only catches a server that waited
      // for them (reading and parsing 50 MiB took seconds), with room for a busy machine.
      expect(answer.ms).toBeLessThan(1_000);
      expect(answer.sent).toBeLessThan(50 * MiB);
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200)).toBe(true);
    });
  }

  it("keeps the order of the checks: a cross-site write gets its 403 before the session is asked", async () => {
    await start();
    const answer = await streamBody(port, "/api/import/collection", 50 * MiB, {
      origin: "https://elders.example",
    });
    expect(answer.status).toBe(403);
    expect(answer.connection).toBe("close");
    expect(answer.sent).toBeLessThan(50 * MiB);
  });

  it("refuses a file announced past the collection's limit with the Dutch 413 before reading it", async () => {
    await start();
    const answer = await streamBody(port, "/api/import/collection", COLLECTION_LIMITS.bytes + 1, {
      cookie,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: TOO_LARGE });
    expect(answer.sent).toBeLessThan(COLLECTION_LIMITS.bytes);
  });

  it("keeps /trpc at the default limit: 50 MiB without a session is refused unread", async () => {
    await start();
    const answer = await streamBody(port, "/trpc/collection.import", 50 * MiB);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(50 * MiB);
  });
});

describe("item 2: a logged-in import past the caps", () => {
  let app: App;
  let cookie: string;
  afterEach(() => app.close());

  const exportOf = async () =>
    (await app.inject({ method: "GET", url: "/api/export", headers: { cookie } })).json<{
      recipes: Record<string, unknown>[];
      images: Record<string, string>;
    }>();

  it("gets the Dutch 413 for more recipes or image bytes than the caps, and changes nothing", async () => {
    let db;
    ({ app, cookie, db } = await buildLoggedInApp());
    const kept = await insertRecipe(db, recipeData({ name: "Blijft" }));
    const file = await exportOf();
    const recipe = file.recipes[0] ?? {};
    const many = Array.from({ length: COLLECTION_LIMITS.recipes + 1 }, (_, i) => ({
      ...recipe,
      id: `recept-${i}`,
    }));
    // Five images of 10.5 MB each: every one within the upload limit, together past 48 MiB.
    const picture = Buffer.alloc(10_500_000, 7).toString("base64");
    const images = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`/objects/recipe-images/plaatjeplaatje0${i}`, picture]),
    );
    for (const body of [
      { ...file, recipes: many },
      { ...file, images },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/import/collection",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: TOO_LARGE });
    }
    expect(await listRecipes(db)).toEqual([kept]);
    const image = await app.inject({ method: "GET", url: "/objects/recipe-images/plaatjeplaatje00" });
    expect(image.statusCode).toBe(404);
  });
});
