import { z } from "zod";

import type { Operation, Parameter } from "./operations";
import { OPERATIONS } from "./operations";
import * as s from "./schemas";

const json = (schema: z.ZodType, io: "input" | "output") => {
  // The $schema line belongs to a standalone document, not to a schema inside OpenAPI.
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return rest;
};

const message = (description: string) => ({
  description,
  content: { "application/json": { schema: json(s.MessageSchema, "output") } },
});

const parameter = (p: Parameter) => ({
  name: p.name,
  in: p.in,
  description: p.description,
  schema: json(p.schema, "input"),
});

function operation(op: Operation) {
  const pathParameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", minLength: 1, maxLength: 64 },
  }));
  const parameters = [...pathParameters, ...(op.parameters ?? []).map(parameter)];
  const okSchema = op.ok.schema ? { schema: json(op.ok.schema, "output") } : {};
  const bodySchema = op.body ? { schema: json(op.body, "input") } : undefined;
  const responses: Record<string, unknown> = {
    [op.ok.status]: {
      description: "OK",
      // A 204 has no body to describe.
      ...(op.ok.status === 204
        ? {}
        : {
            content: {
              [op.ok.mediaType ?? "application/json"]: okSchema,
              ...Object.fromEntries((op.ok.also ?? []).map((type) => [type, {}])),
            },
          }),
    },
  };
  if (op.body || pathParameters.length > 0) responses["400"] = message("Invalid input");
  const descriptions: Record<string, string[]> = {};
  const add = (status: number | string, description: string) =>
    (descriptions[status] ??= []).push(description);
  if (op.admin) add(401, "Not logged in");
  // Every write is refused from another site, logged in or not (security.ts).
  if (op.method !== "get") add(403, "Cross-site request refused");
  for (const [status, description] of Object.entries(op.errors ?? {})) add(status, description);
  for (const [status, list] of Object.entries(descriptions)) responses[status] = message(list.join("; "));
  return {
    summary: op.summary,
    ...(op.admin ? { security: [{ session: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(bodySchema
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              ["application/json", ...(op.bodyAlso ?? [])].map((type) => [type, bodySchema]),
            ),
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the REST paths, built from the zod schemas the server validates with. */
export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
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
