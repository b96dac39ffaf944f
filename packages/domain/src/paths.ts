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
