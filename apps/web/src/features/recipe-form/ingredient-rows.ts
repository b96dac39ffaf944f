/** A list marker a pasted recipe often carries: '- ', '• ', '* ', '1. ', '2) '. */
const LIST_MARKER = /^(?:[-*•–]|\d{1,2}[.)])\s+/;

/** Pasted text as ingredient lines: one per line, list markers and blank lines left out. */
export function splitPastedLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(LIST_MARKER, "").trim())
    .filter((line) => line !== "");
}

export interface RowsChange {
  rows: string[];
  /** The row that gets the cursor next. */
  focus: number;
}

/**
 * Enter in row `index`: the cursor moves to the next row, which is added unless it is already
 * there and empty.
 */
export function rowsAfterEnter(rows: readonly string[], index: number): RowsChange {
  const next = index + 1;
  if (rows[next] === "") return { rows: [...rows], focus: next };
  return { rows: [...rows.slice(0, next), "", ...rows.slice(next)], focus: next };
}

/**
 * Text pasted into row `index` over the selection [start, end). Several lines become several
 * rows in place of that one: the text before the selection joins the first line and the text
 * after it the last. Null for a single line, which the input pastes by itself.
 */
export function rowsAfterPaste(
  rows: readonly string[],
  index: number,
  selection: { start: number; end: number },
  text: string,
): RowsChange | null {
  const lines = splitPastedLines(text);
  if (lines.length < 2) return null;
  const row = rows[index] ?? "";
  const before = row.slice(0, selection.start).trim();
  const after = row.slice(selection.end).trim();
  const pasted = lines.map((line, i) => {
    const head = i === 0 && before !== "" ? `${before} ` : "";
    const tail = i === lines.length - 1 && after !== "" ? ` ${after}` : "";
    return `${head}${line}${tail}`;
  });
  return {
    rows: [...rows.slice(0, index), ...pasted, ...rows.slice(index + 1)],
    focus: index + pasted.length - 1,
  };
}
