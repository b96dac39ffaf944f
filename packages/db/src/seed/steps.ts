/** Joins the steps of a method into the stored form: one step per line. */
export function steps(...lines: readonly string[]): string {
  return lines.join("\n");
}
