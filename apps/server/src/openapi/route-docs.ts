import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { MessageSchema } from "./schemas";

/**
 * What an /api route says about itself in its `schema` option, read by the OpenAPI document
 * (openapi/document.ts): @fastify/swagger's keys, with JSON Schemas converted from the zod
 * schemas the procedures validate with.
 */
declare module "fastify" {
  interface FastifySchema {
    summary?: string;
    /** Needs the admin's session cookie: `SESSION`. */
    security?: typeof SESSION;
  }
}

export type JsonSchema = Record<string, unknown>;

const json = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  // The $schema line belongs to a standalone document, not to a schema inside OpenAPI.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return rest;
};

/** What a request must send, as the zod schema parses it. */
export const input = (schema: z.ZodType) => json(schema, "input");
/** What an answer holds. */
export const output = (schema: z.ZodType) => json(schema, "output");

/** The admin's session cookie (and, from a browser, a same-site Origin). */
export const SESSION = [{ session: [] as string[] }];

/** Ids in the path: what the route's procedure looks up (and answers 404 or 400 for). */
export const pathParams = (...names: string[]) => ({
  type: "object",
  required: names,
  properties: Object.fromEntries(
    names.map((name) => [name, { type: "string", minLength: 1, maxLength: 64 }]),
  ),
});

/** Query or header parameters: each what it does, and the schema its value must meet. */
export const parameters = (described: Record<string, [description: string, schema: z.ZodType]>) => ({
  type: "object",
  properties: Object.fromEntries(
    Object.entries(described).map(([name, [description, schema]]) => [
      name,
      { description, ...input(schema) },
    ]),
  ),
});

/** A success answer: JSON of the schema, or (without one) no body at all. */
export const ok = (schema?: z.ZodType) => ({ description: "OK", ...(schema ? output(schema) : {}) });

/**
 * A success answer in other media types; an empty schema says only the type (the document leaves
 * it out).
 */
export const okAs = (content: Record<string, JsonSchema>) => ({
  description: "OK",
  content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
});

/** A refusal beyond the ones every route gives (see document.ts), with when. */
export const refused = (description: string) => ({ description, ...output(MessageSchema) });

/** A body taken as JSON under each of these media types. */
export const bodyAs = (schema: z.ZodType, types: string[]) => ({
  content: Object.fromEntries(types.map((type) => [type, { schema: input(schema) }])),
});

/**
 * The /api routes' schemas are documentation only: the procedures validate with zod and answer
 * their own 400s, and answers are serialised as they are. Fastify would otherwise compile them
 * with Ajv and fast-json-stringify, refusing bodies in its own words and dropping fields.
 */
export function documentationOnly(app: FastifyInstance) {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
