import { AwsClient } from "aws4fetch";

import type { Storage } from "./storage";
import { assertKey } from "./storage";

export interface S3Options {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key (most S3-compatible stores) instead of https://bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/** Any S3-compatible object store, over its HTTP API with signed requests. */
export function createS3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: "s3",
    region: opts.region,
  });
  const endpoint = new URL(opts.endpoint);
  const objectUrl = (key: string) => {
    assertKey(key);
    const path = key.split("/").map(encodeURIComponent).join("/");
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, "");
    if (opts.forcePathStyle) return `${base}/${opts.bucket}/${path}`;
    return `${endpoint.protocol}//${opts.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, "")}/${path}`;
  };
  const failed = async (action: string, key: string, response: Response) =>
    new Error(`S3 ${action} ${key} failed: ${response.status} ${await response.text()}`);

  return {
    async put(key, bytes) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: bytes,
        headers: { "content-type": "image/webp" },
      });
      if (!response.ok) throw await failed("PUT", key, response);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      if (response.status === 404) return undefined;
      if (!response.ok) throw await failed("GET", key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw await failed("DELETE", key, response);
    },
  };
}
