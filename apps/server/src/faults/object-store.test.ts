import net from "node:net";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { nlServer } from "@repo/strings";

import type { App } from "../app";
import type { Storage } from "../objects/storage";
import { createS3Storage } from "../objects/s3-storage";
import { StoreUnavailable } from "../objects/storage";
import { buildTestApp, login, startTestS3 } from "../testing";

/** The store timeout these tests run with. */
const TIMEOUT_MS = 500;
/** Far above the timeout, far below a hung request. */
const ANSWER_WITHIN_MS = 4_000;

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c8643b" } })
    .png()
    .toBuffer();

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

/** The image store of a running app stopped, stalled or failing halfway through an upload. */
describe("the app while the S3 store is down, stalled or fails an upload", () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let app: App;
  let cookie: string;

  beforeEach(async () => {
    s3 = await startTestS3();
  });
  afterEach(async () => {
    await app.close();
    await s3.close();
  });

  async function start(storage: Storage) {
    ({ app } = await buildTestApp({ storage }));
    cookie = await login(app);
  }

  async function upload(bytes: Buffer) {
    const issued = await app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie } });
    const url = new URL(issued.json<{ uploadURL: string }>().uploadURL);
    return app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      payload: bytes,
      headers: { "content-type": "image/png" },
    });
  }

  const expectStoreUnavailable = (response: Awaited<ReturnType<App["inject"]>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: nlServer.unavailable.store });
  };

  it("leaves no orphan object when one part of an upload fails", async () => {
    const s3Storage = createS3Storage({ ...s3.options, timeoutMs: TIMEOUT_MS });
    const written: string[] = [];
    await start({
      ...s3Storage,
      async put(key, bytes) {
        if (key.endsWith("-640.webp")) throw new StoreUnavailable("S3 PUT failed: 503");
        await s3Storage.put(key, bytes);
        written.push(key);
      },
    });
    expectStoreUnavailable(await upload(await png()));
    // The parts that had been stored before the failure are gone again.
    expect(written.length).toBeGreaterThan(0);
    for (const key of written) expect(await s3Storage.get(key)).toBeUndefined();
  });

  it("answers 503 in Dutch while the store is stopped, and serves again once it is back", async () => {
    await start(createS3Storage({ ...s3.options, timeoutMs: TIMEOUT_MS }));
    const stored = await upload(await png());
    expect(stored.statusCode).toBe(200);
    const { objectPath } = stored.json<{ objectPath: string }>();

    await s3.stop();
    expectStoreUnavailable(await upload(await png()));
    expectStoreUnavailable(await app.inject({ method: "GET", url: objectPath }));
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "unavailable", database: "ok", disk: "ok" });
    expect(health.json<{ store: string }>().store).toMatch(/^S3 PUT health\/probe-\d{8} failed: /);

    await s3.start();
    const image = await app.inject({ method: "GET", url: objectPath });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await upload(await png())).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ store: "ok" });
  });

  it("answers within its timeout while the store accepts connections but says nothing", async () => {
    // What a frozen (SIGSTOPped) store looks like from here: the connection opens, nothing answers.
    const held: net.Socket[] = [];
    const stalled = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    const { port } = stalled.address() as net.AddressInfo;
    try {
      await start(
        createS3Storage({ ...s3.options, endpoint: `http://127.0.0.1:${port}`, timeoutMs: TIMEOUT_MS }),
      );
      const [put, putMs] = await timed(async () => upload(await png()));
      expectStoreUnavailable(put);
      expect(putMs).toBeLessThan(ANSWER_WITHIN_MS);

      const [image, imageMs] = await timed(() =>
        app.inject({ method: "GET", url: "/objects/recipe-images/abcdefghijklmnopqrstuv" }),
      );
      expectStoreUnavailable(image);
      expect(imageMs).toBeLessThan(ANSWER_WITHIN_MS);

      const [health, healthMs] = await timed(() => app.inject({ method: "GET", url: "/api/health" }));
      expect(health.statusCode).toBe(503);
      expect(health.json<{ store: string }>().store).not.toBe("ok");
      expect(healthMs).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
