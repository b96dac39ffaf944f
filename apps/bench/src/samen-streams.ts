import { readFileSync } from "node:fs";
import { request } from "node:http";

export interface FanOutFigures {
  streams: number;
  instances: number;
  /** The first instance's resident memory per stream open on it (KiB). */
  kibPerStream: number;
  /**
   * Time from sending an append to the last stream hearing of it, over the rounds (ms): with
   * PostgreSQL the news may reach a stream before the append's own answer reaches its writer.
   */
  p50: number;
  p95: number;
}

/** 8 streams per client address are allowed: each stream comes from a loopback address of its own share. */
const address = (i: number) => `127.0.${Math.floor(i / 8 / 250) + 1}.${(Math.floor(i / 8) % 250) + 1}`;

/** Households are made from addresses of their own: each address may make 10 an hour. */
let makers = 0;
export const newHousehold = async (origin: string) =>
  (
    (await call(
      `${origin}/api/samen`,
      "POST",
      undefined,
      `127.9.${Math.floor(makers / 250)}.${(makers++ % 250) + 1}`,
    )) as {
      id: string;
    }
  ).id;

const rssKib = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

export function call(url: string, method: string, body: unknown, localAddress: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, localAddress, headers: { "content-type": "application/json" } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          res.statusCode && res.statusCode < 300
            ? resolve(JSON.parse(text || "null"))
            : reject(new Error(`${method} ${url}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** One stream: the highest sequence number it has heard, and who waits for which. */
function openStream(url: string, localAddress: string) {
  let heard = -1;
  const waiting = new Map<number, () => void>();
  let close = (): void => undefined;
  const opened = new Promise<void>((resolve, reject) => {
    const req = request(url, { localAddress, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", (text: string) => {
        for (const match of text.matchAll(/data: (\d+)/g)) heard = Math.max(heard, Number(match[1]));
        if (heard >= 0) resolve();
        for (const [seq, done] of waiting) {
          if (heard < seq) continue;
          waiting.delete(seq);
          done();
        }
      });
    });
    req.on("error", reject);
    req.end();
    close = () => req.destroy();
  });
  return {
    opened,
    heardOf: (seq: number) =>
      heard >= seq ? Promise.resolve() : new Promise<void>((done) => waiting.set(seq, done)),
    close: () => close(),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/**
 * 'Samen' fan-out: `streams` Server-Sent Events streams of one household, spread over the
 * instances, and `rounds` appends on the first instance, each timed until the last stream heard it.
 */
export async function samenFanOut(
  origins: string[],
  pid: number,
  streams = 1000,
  rounds = 20,
): Promise<FanOutFigures> {
  const id = await newHousehold(origins[0] ?? "");
  const before = rssKib(pid);
  const open = Array.from({ length: streams }, (_, i) =>
    openStream(`${origins[i % origins.length]}/api/samen/${id}/events`, address(i)),
  );
  try {
    await Promise.all(open.map((stream) => stream.opened));
    // The first instance holds every n-th stream.
    const onFirst = Math.ceil(streams / origins.length);
    const kibPerStream = Number(((rssKib(pid) - before) / onFirst).toFixed(1));
    const times: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const { seq } = (await call(
        `${origins[0]}/api/samen/${id}/updates`,
        "POST",
        { data: "A".repeat(200) },
        "127.0.0.1",
      )) as { seq: number };
      await Promise.all(open.map((stream) => stream.heardOf(seq)));
      times.push(performance.now() - started);
    }
    return {
      streams,
      instances: origins.length,
      kibPerStream,
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
    };
  } finally {
    for (const stream of open) stream.close();
  }
}
