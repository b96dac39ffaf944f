import type { ClipboardEvent, KeyboardEvent } from "react";

import { nlAdmin } from "@repo/strings";
import { buttonClass, CloseIcon } from "@repo/ui";
import { describedBy, FieldError, Input, RequiredMark } from "@repo/ui/field";

import type { RowsChange } from "./ingredient-rows";
import { WarningIcon } from "~/components/icons";
import { rowsAfterEnter, rowsAfterPaste } from "./ingredient-rows";

export const INGREDIENTS_ID = "recipe-ingredients";
export const ingredientInputId = (index: number) => `${INGREDIENTS_ID}-${index}`;

interface Props {
  rows: string[];
  onChange: (rows: string[]) => void;
  error?: string;
  warning?: string;
}

/**
 * One text row per ingredient; rows can be removed only while more than one exists. Enter moves
 * on to a next row rather than saving the form, and a pasted list becomes one row per line.
 */
export function IngredientsField({ rows, onChange, error, warning }: Props) {
  const set = (index: number, value: string) => onChange(rows.map((row, i) => (i === index ? value : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const apply = (change: RowsChange) => {
    onChange(change.rows);
    // The row exists after React's next render; then the cursor goes there.
    requestAnimationFrame(() => document.getElementById(ingredientInputId(change.focus))?.focus());
  };
  const add = () => apply({ rows: [...rows, ""], focus: rows.length });
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while an input method is composing a character belongs to that input method.
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    apply(rowsAfterEnter(rows, index));
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.selectionEnd ?? input.value.length;
    const start = input.selectionStart ?? end;
    const change = rowsAfterPaste(rows, index, { start, end }, event.clipboardData.getData("text/plain"));
    if (!change) return;
    event.preventDefault();
    apply(change);
  };
  const describe = describedBy(INGREDIENTS_ID, false, Boolean(error));

  return (
    <fieldset aria-describedby={describe}>
      <legend className="mb-1.5 text-sm font-semibold">
        {nlAdmin.form.ingredients}
        <RequiredMark />
      </legend>
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="flex items-center gap-2">
            <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm text-muted tabular-nums">
              {index + 1}.
            </span>
            <Input
              id={ingredientInputId(index)}
              type="text"
              value={row}
              aria-label={nlAdmin.form.ingredientLabel(index + 1)}
              aria-invalid={error && index === 0 ? true : undefined}
              aria-describedby={index === 0 ? describe : undefined}
              placeholder={nlAdmin.form.ingredientPlaceholder(index + 1)}
              onChange={(e) => set(index, e.target.value)}
              onKeyDown={(e) => onKeyDown(index, e)}
              onPaste={(e) => onPaste(index, e)}
            />
            {rows.length > 1 && (
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={nlAdmin.form.removeIngredient(index + 1)}
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-border text-muted hover:border-danger hover:text-danger"
              >
                <CloseIcon width={16} height={16} />
              </button>
            )}
          </li>
        ))}
      </ol>
      <FieldError id={INGREDIENTS_ID} error={error} />
      {/* Always present, so screen readers hear the warning when it appears. */}
      <div role="status">
        {warning && (
          <p className="mt-3 flex items-start gap-2 rounded-lg border border-accent/40 bg-accent-soft px-3 py-2 text-sm">
            <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
            {warning}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={add}
        className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
      >
        <span aria-hidden="true">+</span>
        {nlAdmin.form.addIngredient}
      </button>
    </fieldset>
  );
}
