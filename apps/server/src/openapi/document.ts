import { z } from "zod";

import { VitalsReportSchema } from "@repo/schema";

import * as s from "./schemas";

type Method = "get" | "post" | "put" | "delete";

/** One documented route: the same list builds the document and the test that checks it. */
export interface Operation {
  method: Method;
  /** OpenAPI's path, with `{id}` for a parameter. */
  path: string;
  summary: string;
  /** Needs the admin's session cookie (and, from a browser, a same-site Origin). */
  admin?: boolean;
  body?: z.ZodType;
  /** The success answer: a schema, or a media type for answers that are not JSON. */
  ok: { status: number; schema?: z.ZodType; mediaType?: string };
  /** Error answers beyond 400/401 that this route gives, with when. */
  errors?: Record<number, string>;
}

export const OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/api/recipes",
    summary: "Every recipe",
    ok: { status: 200, schema: z.array(s.RecipeSchema) },
  },
  {
    method: "get",
    path: "/api/recipes/{id}",
    summary: "One recipe",
    ok: { status: 200, schema: s.RecipeSchema },
    errors: { 404: "No such recipe (also one in the trash)" },
  },
  {
    method: "post",
    path: "/api/recipes",
    summary: "Create a recipe",
    admin: true,
    body: s.RecipeInputSchema,
    ok: { status: 201, schema: s.RecipeSchema },
  },
  {
    method: "put",
    path: "/api/recipes/{id}",
    summary: "Replace a recipe's fields",
    admin: true,
    body: s.RecipeInputSchema,
    ok: { status: 200, schema: s.RecipeSchema },
    errors: { 404: "No such recipe" },
  },
  {
    method: "delete",
    path: "/api/recipes/{id}",
    summary: "Move a recipe to the trash (kept 30 days)",
    admin: true,
    ok: { status: 200, schema: s.SuccessSchema },
    errors: { 404: "No such recipe" },
  },
  {
    method: "get",
    path: "/api/trash",
    summary: "Recipes in the trash",
    admin: true,
    ok: { status: 200, schema: z.array(s.TrashedRecipeSchema) },
  },
  {
    method: "post",
    path: "/api/trash/{id}/restore",
    summary: "Bring a recipe back from the trash, with its id, image and dates",
    admin: true,
    ok: { status: 200, schema: s.SuccessSchema },
    errors: { 404: "Not in the trash" },
  },
  {
    method: "delete",
    path: "/api/trash/{id}",
    summary: "Remove a recipe in the trash for good, with its uploaded image",
    admin: true,
    ok: { status: 200, schema: s.SuccessSchema },
    errors: { 404: "Not in the trash" },
  },
  {
    method: "post",
    path: "/api/import",
    summary:
      "A recipe from another site's page (its address, or its HTML or JSON-LD) as a draft for the recipe form; nothing is saved",
    admin: true,
    body: s.ImportInputSchema,
    ok: { status: 200, schema: s.ImportResultSchema },
    errors: {
      413: "The page or the body is larger than 5 MB",
      502: "The page could not be fetched, or its address is refused",
    },
  },
  {
    method: "get",
    path: "/api/export",
    summary:
      "Every recipe (all fields, ids, dates), the settings and the uploaded images (base64 WebP) as one file; ?format=jsonld gives schema.org Recipes",
    admin: true,
    ok: { status: 200, schema: s.ExportFileSchema },
  },
  {
    method: "post",
    path: "/api/import/collection",
    summary:
      "Reads an export back in one transaction (ids and dates kept, images re-checked); ?preview=true only counts",
    admin: true,
    body: s.ExportFileSchema,
    ok: { status: 200, schema: s.CollectionCountsSchema },
    errors: { 413: "Larger than 80 MB, or more than 2000 recipes or 48 MB of images" },
  },
  {
    method: "post",
    path: "/api/auth/login",
    summary: "Log in with the admin password; sets the session cookie",
    body: s.LoginInputSchema,
    ok: { status: 200, schema: s.SuccessSchema },
    errors: { 429: "Too many attempts; see Retry-After" },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    summary: "End every session",
    ok: { status: 200, schema: s.SuccessSchema },
  },
  {
    method: "post",
    path: "/api/auth/password",
    summary: "Change the admin password; ends every other session",
    admin: true,
    body: s.ChangePasswordInputSchema,
    ok: { status: 200, schema: s.SuccessSchema },
    errors: { 403: "The current password is wrong" },
  },
  {
    method: "get",
    path: "/api/auth/check",
    summary: "Whether this session is the admin's",
    ok: { status: 200, schema: s.AuthCheckSchema },
  },
  {
    method: "get",
    path: "/api/settings",
    summary: "The site's settings",
    ok: { status: 200, schema: s.SettingsSchema },
  },
  {
    method: "put",
    path: "/api/settings",
    summary: "Change the hero image",
    admin: true,
    body: s.SettingsInputSchema,
    ok: { status: 200, schema: s.SettingsSchema },
  },
  {
    method: "post",
    path: "/api/objects/upload",
    summary: "A signed, single-use URL that takes one image by PUT within 15 minutes",
    admin: true,
    ok: { status: 200, schema: z.object({ uploadURL: z.url() }) },
  },
  {
    method: "get",
    path: "/api/health",
    summary: "Ready: the database takes writes and the disk has room",
    ok: { status: 200, schema: s.HealthSchema },
    errors: { 503: "Not ready; the reason says why" },
  },
  {
    method: "get",
    path: "/api/health/ready",
    summary: "Alias of /api/health",
    ok: { status: 200, schema: s.HealthSchema },
    errors: { 503: "Not ready" },
  },
  {
    method: "get",
    path: "/api/health/live",
    summary: "The process answers",
    ok: { status: 200, schema: s.HealthSchema },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    ok: { status: 200, mediaType: "application/json" },
  },
  {
    method: "post",
    path: "/api/vitals",
    summary:
      "A visit's field vitals, as the pages send them on hide (also as text/plain); only counts per day, page kind and device class are kept",
    body: VitalsReportSchema,
    ok: { status: 204 },
    errors: {
      413: "Larger than 1 KiB",
      415: "Neither application/json nor text/plain",
      429: "Too many reports from one client; Retry-After says when to send again",
    },
  },
];

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

function operation(op: Operation) {
  const parameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", minLength: 1, maxLength: 64 },
  }));
  const responses: Record<string, unknown> = {
    [op.ok.status]: {
      description: "OK",
      // A 204 has no body to describe.
      ...(op.ok.status === 204
        ? {}
        : {
            content: {
              [op.ok.mediaType ?? "application/json"]: op.ok.schema
                ? { schema: json(op.ok.schema, "output") }
                : {},
            },
          }),
    },
  };
  if (op.body || parameters.length > 0) responses["400"] = message("Invalid input");
  if (op.admin) {
    responses["401"] = message("Not logged in");
    responses["403"] = message("Cross-site request refused");
  }
  for (const [status, description] of Object.entries(op.errors ?? {}))
    responses[status] = message(description);
  return {
    summary: op.summary,
    ...(op.admin ? { security: [{ session: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: json(op.body, "input") } },
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
