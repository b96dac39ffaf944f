import { diffArrays } from "diff";

import type { RecipeData } from "../recipe/recipe";

/** One line of a list or text field: kept, or only in the older or the newer version. */
export interface ChangedLine {
  kind: "same" | "removed" | "added";
  text: string;
}

export type FieldChange =
  { field: LineField; lines: ChangedLine[] } | { field: ValueField; before: string; after: string };

/** Fields read line by line: a list, or a text with a paragraph per line. */
const LINE_FIELDS = ["ingredients", "instructions", "tools", "tips", "storage", "intro"] as const;
type LineField = (typeof LINE_FIELDS)[number];

/** Fields shown as one value before and after. */
const VALUE_FIELDS = [
  "name",
  "chapter",
  "proteinType",
  "preparationMethod",
  "prepTime",
  "waitTime",
  "calories",
  "servings",
  "airfryerTemp",
  "airfryerTime",
  "imageUrl",
  "icons",
] as const;
type ValueField = (typeof VALUE_FIELDS)[number];

type Comparable = Pick<RecipeData, LineField | ValueField>;

function linesOf(value: string | readonly string[] | null): string[] {
  if (value === null) return [];
  if (typeof value === "string") return value.split("\n").filter((line) => line.trim().length > 0);
  return [...value];
}

function shown(value: string | number | readonly string[] | null): string {
  if (value === null) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** Line by line, in order: what a save removed and added, with the lines it kept around them. */
export function changedLines(before: readonly string[], after: readonly string[]): ChangedLine[] {
  return diffArrays([...before], [...after]).flatMap((part) =>
    part.value.map((text): ChangedLine => ({
      kind: part.added ? "added" : part.removed ? "removed" : "same",
      text,
    })),
  );
}

/** What changed from one version to the next, field by field, in the form's order. */
export function recipeChanges(before: Comparable, after: Comparable): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of VALUE_FIELDS) {
    const [was, is] = [shown(before[field]), shown(after[field])];
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  for (const field of LINE_FIELDS) {
    const lines = changedLines(linesOf(before[field]), linesOf(after[field]));
    if (lines.some((line) => line.kind !== "same")) changes.push({ field, lines });
  }
  // The name first, then the lists and texts, then the rest: what a reader looks for first.
  const rank = (change: FieldChange) =>
    change.field === "name" ? 0 : "lines" in change ? 1 + LINE_FIELDS.indexOf(change.field) : 10;
  return changes.sort((a, b) => rank(a) - rank(b));
}
