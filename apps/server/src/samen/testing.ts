import type { InjectOptions } from "fastify";

import type { App } from "../app";

/** The 'Samen' routes as a device calls them, from one client address (`ip`). */
export function samenClient(app: App, ip = "203.0.113.10") {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const options: InjectOptions = { method, url, remoteAddress: ip };
    if (payload !== undefined) options.payload = payload;
    return app.inject(options);
  };
  return {
    create: () => call("POST", "/api/samen"),
    async household(): Promise<string> {
      const response = await call("POST", "/api/samen");
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json<{ id: string }>().id;
    },
    append: (id: string, data: string) => call("POST", `/api/samen/${id}/updates`, { data }),
    read: (id: string, after = 0) => call("GET", `/api/samen/${id}/updates?after=${after}`),
    snapshot: (id: string, upTo: number, data: string) =>
      call("PUT", `/api/samen/${id}/snapshot`, { upTo, data }),
    remove: (id: string) => call("DELETE", `/api/samen/${id}`),
  };
}

/** Opaque ciphertext of `n` base64url characters. */
export const cipher = (n: number, fill = "A") => fill.repeat(n);

/** Reads a Server-Sent Events stream until `until` holds for what arrived; returns the text. */
export async function readEvents(response: Response, until: (text: string) => boolean): Promise<string> {
  if (!response.body) throw new Error("No stream");
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}
