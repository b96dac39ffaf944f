import { z } from "zod";

import { IdempotencyKeySchema, VitalsReportSchema } from "@repo/schema";

import { DESK_OPERATIONS } from "./desk-operations";
import { SAMEN_OPERATIONS } from "./samen-operations";
import * as s from "./schemas";

type Method = "get" | "post" | "put" | "delete";

/** A query or header parameter, described by the schema its value must meet. */
export interface Parameter {
  name: string;
  in: "query" | "header";
  description: string;
  schema: z.ZodType;
}

/** One documented route: the same list builds the document and the test that checks it. */
export interface Operation {
  method: Method;
  /** OpenAPI's path, with `{id}` for a parameter. */
  path: string;
  summary: string;
  /** Needs the admin's session cookie (and, from a browser, a same-site Origin). */
  admin?: boolean;
  body?: z.ZodType;
  /** Media types the body is also taken as, besides application/json (parsed as JSON all the same). */
  bodyAlso?: string[];
  /** Query and header parameters (the path's are read from the path). */
  parameters?: Parameter[];
  /**
   * The success answer: a schema, or a media type for answers that are not JSON; `also` lists
   * other media types a parameter may ask for, described by that parameter.
   */
  ok: { status: number; schema?: z.ZodType; mediaType?: string; also?: string[] };
  /**
   * Error answers beyond 400 (invalid input), 401 (an admin route without a session) and 403 (a
   * cross-site write) that this route gives, with when.
   */
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
    parameters: [
      {
        name: "Idempotency-Key",
        in: "header",
        description:
          "Makes a retry safe: the same key with the same body, from the same login within 24 hours, answers the recipe the first request made as it is now (201) instead of making a second one, and changes nothing. Another login's key is a fresh request.",
        schema: IdempotencyKeySchema,
      },
    ],
    ok: { status: 201, schema: s.RecipeSchema },
    errors: {
      404: "A retry (same Idempotency-Key) of a create whose recipe has since been deleted",
      422: "The Idempotency-Key was already used for another body",
    },
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
  ...DESK_OPERATIONS,
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
    parameters: [
      {
        name: "format",
        in: "query",
        description:
          "jsonld: the recipes as schema.org Recipes (application/ld+json) instead of the export file",
        schema: z.enum(["jsonld"]),
      },
      {
        name: "history",
        in: "query",
        description: "true: the file also holds every recipe's earlier versions (not read back by an import)",
        schema: z.enum(["true", "false"]),
      },
    ],
    ok: { status: 200, schema: s.ExportFileSchema, also: ["application/ld+json"] },
  },
  {
    method: "post",
    path: "/api/import/collection",
    summary:
      "Reads an export back in one transaction (ids and dates kept, images re-checked); ?preview=true only counts",
    admin: true,
    body: s.ExportFileSchema,
    parameters: [
      {
        name: "preview",
        in: "query",
        description: "true: only count what the import would add and change; nothing is written",
        schema: z.enum(["true", "false"]),
      },
      {
        name: "details",
        in: "query",
        description: "true: also name the recipes added and changed, with the fields that change",
        schema: z.enum(["true", "false"]),
      },
    ],
    ok: { status: 200, schema: s.CollectionCountsSchema },
    errors: { 413: "Larger than 80 MB, or more than 2000 recipes or 48 MB of images" },
  },
  {
    method: "post",
    path: "/api/auth/login",
    summary: "Log in with the admin password; sets the session cookie",
    body: s.LoginInputSchema,
    ok: { status: 200, schema: s.SuccessSchema },
    errors: { 401: "Wrong password", 429: "Too many attempts; see Retry-After" },
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
    errors: {
      403: "The current password is wrong",
      429: "Too many wrong passwords (counted with the login's); see Retry-After",
    },
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
      "A visit's field vitals, as the pages send them on hide (also as text/plain); only counts per day, page kind and device class are kept. One report per client, page kind and day counts; one sent with the administrator's session cookie is not counted",
    body: VitalsReportSchema,
    bodyAlso: ["text/plain"],
    ok: { status: 204 },
    errors: {
      413: "Larger than 1 KiB",
      415: "Neither application/json nor text/plain",
      429: "Too many reports from one client; Retry-After says when to send again",
    },
  },
  ...SAMEN_OPERATIONS,
];
