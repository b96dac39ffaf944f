import type { FastifyInstance, FastifySchema } from "fastify";

import type { JsonSchema } from "./route-docs";
import { refused } from "./route-docs";

/** An /api route with the `schema` it describes itself with (openapi/route-docs.ts). */
export interface DocumentedRoute {
  method: string;
  url: string;
  schema: FastifySchema;
}

interface Answer {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  [schemaKey: string]: unknown;
}

/** `/api/recipes/:id` as OpenAPI writes it. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}").replace(/(.)\/$/, "$1");

/**
 * Keeps every route registered from here on that has a summary: the document is built from them.
 * A copy, taken as the route is added, before Fastify reads the schema its own way.
 */
export function collectDocumentedRoutes(app: FastifyInstance): ReadonlyMap<string, DocumentedRoute> {
  const routes = new Map<string, DocumentedRoute>();
  app.addHook("onRoute", ({ method, url, schema }) => {
    if (!schema?.summary) return;
    for (const one of [method].flat()) {
      // HEAD is Fastify's own copy of a GET; `/x/` is the same operation as `/x`.
      if (one === "HEAD") continue;
      const route = { method: one.toLowerCase(), url: openApiPath(url), schema: structuredClone(schema) };
      routes.set(`${route.method} ${route.url}`, route);
    }
  });
  return routes;
}

function parametersOf(where: "path" | "query" | "header", schema: unknown) {
  const properties = (schema as { properties?: Record<string, JsonSchema> } | undefined)?.properties ?? {};
  return Object.entries(properties).map(([name, { description, ...rest }]) => ({
    name,
    in: where,
    ...(where === "path" ? { required: true } : {}),
    ...(description ? { description } : {}),
    schema: rest,
  }));
}

/** A success answer: its schema as JSON, its own media types, or no body. */
function success({ description, content, ...schema }: Answer) {
  if (content) {
    const types = Object.entries(content).map(([type, { schema: one }]) => [
      type,
      // An empty schema only names the media type.
      Object.keys(one).length > 0 ? { schema: one } : {},
    ]);
    return { description, content: Object.fromEntries(types) as unknown };
  }
  return Object.keys(schema).length > 0
    ? { description, content: { "application/json": { schema } } }
    : { description };
}

function operation(method: string, doc: FastifySchema) {
  const { summary, security, params, querystring, headers } = doc;
  const body = doc.body as JsonSchema | undefined;
  const parameters = [
    ...parametersOf("path", params),
    ...parametersOf("query", querystring),
    ...parametersOf("header", headers),
  ];
  const responses: Record<string, unknown> = {};
  // The refusals every route of a kind gives, first; a route adds its own to the same status.
  const refusals: Record<string, string[]> = {};
  const refuse = (status: number | string, description: string) => {
    const list = (refusals[status] ??= []);
    if (!list.includes(description)) list.push(description);
  };
  if (body || params) refuse(400, "Invalid input");
  if (security) refuse(401, "Not logged in");
  // Every write is refused from another site, logged in or not (security.ts).
  if (method !== "get") refuse(403, "Cross-site request refused");
  for (const [status, answer] of Object.entries((doc.response ?? {}) as Record<string, Answer>)) {
    if (Number(status) >= 400) refuse(status, answer.description);
    else responses[status] = success(answer);
  }
  for (const [status, list] of Object.entries(refusals)) {
    const { description, ...schema } = refused(list.join("; "));
    responses[status] = { description, content: { "application/json": { schema } } };
  }
  return {
    summary,
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: body.content ?? { "application/json": { schema: body } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the REST paths, built from what each route says about itself. */
export function openApiDocument(routes: Iterable<DocumentedRoute>, serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, schema } of routes) (paths[url] ??= {})[method] = operation(method, schema);
  return {
    openapi: "3.1.0",
    info: {
      title: "Receptenboek API",
      version: "1",
      description:
        "The REST paths of the recipe book. Writes need the admin's session cookie (POST /api/auth/login); from a browser, writes from another site are refused. The same procedures are at /trpc.",
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "receptenboek_session",
          description:
            "Set by POST /api/auth/login; named __Host-receptenboek_session when PUBLIC_URL is https.",
        },
      },
    },
    paths,
  };
}
