/**
 * The id of the page's script element holding what the server read for it (apps/web's reads).
 * Not beside the page manifest: the app's start reads this one, the manifest only its later heads.
 */
export const SNAPSHOT_ID = "reads";

/** A recipe's page. */
export function recipePath(id: string): string {
  return `/recipe/${encodeURIComponent(id)}`;
}

/** The instructions as steps: one per non-empty line. */
export function instructionSteps(instructions: string): string[] {
  return instructions
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
