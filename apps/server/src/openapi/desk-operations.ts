import { z } from "zod";

import { ImportUrlSchema } from "@repo/schema";

import type { Operation } from "./operations";
import * as s from "./schemas";

const ChangedLineSchema = z.object({ kind: z.enum(["same", "removed", "added"]), text: z.string() });

/** A recipe's earlier version with what the save after it changed, field by field. */
const VersionSchema = z.object({
  id: z.string(),
  savedAt: z.iso.datetime(),
  replacedAt: z.iso.datetime(),
  data: z.object({}).loose(),
  changes: z.array(
    z.union([
      z.object({ field: z.string(), lines: z.array(ChangedLineSchema) }),
      z.object({ field: z.string(), before: z.string(), after: z.string() }),
    ]),
  ),
});

/** The editor's desk: a recipe's history, its restore, and publishing a concept. */
export const DESK_OPERATIONS: Operation[] = [
  {
    method: "get",
    path: "/api/recipes/{id}/history",
    summary:
      "A recipe (concept or not) with its earlier versions, newest first: each save keeps the version it replaced, at least 90 days or the newest 50",
    admin: true,
    ok: { status: 200, schema: z.object({ recipe: s.RecipeSchema, versions: z.array(VersionSchema) }) },
    errors: { 404: "No such recipe" },
  },
  {
    method: "post",
    path: "/api/recipes/{id}/history/{versionId}/restore",
    summary: "Bring an earlier version back as a new save (the text it replaces becomes a version)",
    admin: true,
    ok: { status: 200, schema: s.RecipeSchema },
    errors: { 404: "No such recipe or version" },
  },
  {
    method: "post",
    path: "/api/recipes/{id}/publish",
    summary: "Make a concept public; its content stays as it is",
    admin: true,
    ok: { status: 200, schema: s.RecipeSchema },
    errors: { 404: "No such recipe" },
  },
  {
    method: "post",
    path: "/api/import/concept",
    summary:
      "One address of a bulk import: its recipe read as POST /api/import reads it (same fetch guard and limits) and saved as a concept (201), or skipped when a recipe of that name exists (200)",
    admin: true,
    body: z.strictObject({ url: ImportUrlSchema }),
    ok: {
      status: 201,
      schema: z.union([
        z.object({ outcome: z.literal("imported"), recipe: s.RecipeSchema, warnings: z.array(z.string()) }),
        z.object({
          outcome: z.literal("duplicate"),
          recipe: z.object({ id: z.string(), name: z.string(), status: z.enum(["published", "draft"]) }),
        }),
      ]),
    },
    errors: {
      413: "The page is larger than 5 MB",
      502: "The page could not be fetched, or its address is refused (a private address)",
    },
  },
  {
    method: "delete",
    path: "/api/vitals",
    summary: "Forget every field vitals count ('Cijfers wissen'): the figures start afresh",
    admin: true,
    ok: { status: 200, schema: s.SuccessSchema },
  },
];
