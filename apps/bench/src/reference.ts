import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** The bytes the product served, which the reference answers with as they are. */
export interface ReferenceBytes {
  listJson: string;
  recipeJson: string;
  homeHtml: string;
  recipeHtml: string;
}

/**
 * The yardstick: a bare Fastify answering each product URL's bytes from a prebuilt string, and
 * the home page once more as a static file (a slower second reference, kept for comparison
 * with earlier figures). Ratios against it cancel out the machine's noise.
 */
export async function startReference(bytes: ReferenceBytes) {
  const root = await mkdtemp(path.join(tmpdir(), "receptenboek-reference-"));
  await writeFile(path.join(root, "index.html"), bytes.homeHtml);
  const app = Fastify({ logger: false });
  const json = "application/json; charset=utf-8";
  const html = "text/html; charset=utf-8";
  const strings: Record<string, [string, string]> = {
    "/api/recipes": [bytes.listJson, json],
    "/api/recipe": [bytes.recipeJson, json],
    "/home": [bytes.homeHtml, html],
    "/recipe": [bytes.recipeHtml, html],
  };
  for (const [url, [body, type]] of Object.entries(strings)) {
    app.get(url, async (_request, reply) => reply.header("content-type", type).send(body));
  }
  await app.register(fastifyStatic, { root, prefix: "/static/" });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => app.close() };
}
