import http from "node:http";

/** Bytes on the wire for `url`, asked for with the given Accept-Encoding. */
export function wireBytes(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({ bytes, encoding: String(response.headers["content-encoding"] ?? "identity") }),
        );
      })
      .on("error", reject);
  });
}

export async function sizes(url: string) {
  const raw = await wireBytes(url, "identity");
  const served = await wireBytes(url, "br, gzip");
  return {
    rawKiB: Number((raw.bytes / 1024).toFixed(1)),
    servedKiB: Number((served.bytes / 1024).toFixed(1)),
    encoding: served.encoding,
  };
}

/** Median milliseconds from sending a GET to its first byte of body, over `times` requests. */
export async function timeToFirstByte(url: string, times = 21): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    samples.push(
      await new Promise<number>((resolve, reject) => {
        const started = performance.now();
        http
          .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
            response.once("data", () => resolve(performance.now() - started));
            response.resume();
          })
          .on("error", reject);
      }),
    );
  }
  samples.sort((a, b) => a - b);
  return Number((samples[Math.floor(samples.length / 2)] ?? 0).toFixed(2));
}
