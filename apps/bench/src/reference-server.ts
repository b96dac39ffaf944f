// The reference server of `pnpm bench`, run in a process of its own (see reference.ts): given a
// folder of prebuilt answers, a bare Fastify answers each from a string, and the home page once
// more as a static file. Prints its URL on the first line.
import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

const root = process.env.REFERENCE_ROOT ?? "";
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const json = "application/json; charset=utf-8";
const html = "text/html; charset=utf-8";
const strings: Record<string, [string, string]> = {
  "/api/recipes": [read("list.json"), json],
  "/api/recipe": [read("recipe.json"), json],
  "/home": [read("index.html"), html],
  "/recipe": [read("recipe.html"), html],
  "/api/settings": [read("settings.json"), json],
  "/api/health/live": [read("health.json"), json],
};
const app = Fastify({ logger: false });
for (const [url, [body, type]] of Object.entries(strings)) {
  app.get(url, async (_request, reply) => reply.header("content-type", type).send(body));
}
await app.register(fastifyStatic, { root, prefix: "/static/" });
console.log(await app.listen({ port: 0, host: "127.0.0.1" }));
