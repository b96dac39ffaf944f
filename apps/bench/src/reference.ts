import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The yardstick: a bare Fastify serving the same list bytes from a prebuilt string, and the
 * same page HTML as a static file. Ratios against it cancel out the machine's noise.
 */
export async function startReference(listJson: string, pageHtml: string) {
  const root = await mkdtemp(path.join(tmpdir(), "receptenboek-reference-"));
  await writeFile(path.join(root, "index.html"), pageHtml);
  const app = Fastify({ logger: false });
  app.get("/api/recipes", async (_request, reply) =>
    reply.header("content-type", "application/json; charset=utf-8").send(listJson),
  );
  await app.register(fastifyStatic, { root, prefix: "/static/" });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, close: () => app.close() };
}
