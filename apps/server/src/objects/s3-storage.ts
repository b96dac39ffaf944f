import { AwsClient } from "aws4fetch";

import type { Storage } from "./storage";
import { assertKey, StoreUnavailable } from "./storage";

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (most S3-compatible stores) instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** How long one request may take; a stalled store becomes an error within it. */
  timeoutMs?: number;
}

export const DEFAULT_S3_TIMEOUT_MS = 10_000;

/** Any S3-compatible object store, over its HTTP API with signed requests. */
export function createS3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: "s3",
    region: opts.region,
  });
  const timeoutMs = opts.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  const endpoint = new URL(opts.endpoint);
  const objectUrl = (key: string) => {
    assertKey(key);
    const path = key.split("/").map(encodeURIComponent).join("/");
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, "");
    if (opts.forcePathStyle) return `${base}/${opts.bucket}/${path}`;
    return `${endpoint.protocol}//${opts.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, "")}/${path}`;
  };
  const failed = async (action: string, key: string, response: Response) => {
    const message = `S3 ${action} ${key} failed: ${response.status} ${await response.text()}`;
    // The store's own trouble (5xx) is an outage; anything else is a fault of ours.
    return response.status >= 500 ? new StoreUnavailable(message) : new Error(message);
  };
  /** One request, the body read within the same time limit; a refused or stalled store is an outage. */
  async function request<T>(
    action: string,
    key: string,
    init: RequestInit,
    read: (response: Response) => Promise<T>,
  ) {
    const url = objectUrl(key);
    try {
      return await read(await client.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }));
    } catch (error) {
      if (error instanceof StoreUnavailable || !(error instanceof TypeError || isAbort(error))) throw error;
      throw new StoreUnavailable(`S3 ${action} ${key} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  return {
    async put(key, bytes) {
      const init = { method: "PUT", body: bytes, headers: { "content-type": "image/webp" } };
      await request("PUT", key, init, async (response) => {
        if (!response.ok) throw await failed("PUT", key, response);
        await response.arrayBuffer();
      });
    },
    async get(key) {
      return request("GET", key, {}, async (response) => {
        if (response.status === 404) return undefined;
        if (!response.ok) throw await failed("GET", key, response);
        const bytes = Buffer.from(await response.arrayBuffer());
        return bytes.length > 0 ? bytes : undefined;
      });
    },
    async delete(key) {
      await request("DELETE", key, { method: "DELETE" }, async (response) => {
        if (!response.ok && response.status !== 404) throw await failed("DELETE", key, response);
        await response.arrayBuffer();
      });
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
