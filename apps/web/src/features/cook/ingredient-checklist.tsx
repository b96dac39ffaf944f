import { nlCook } from "@repo/strings";

/** The ingredients as a checklist; ticks are kept with the cook's place in the recipe. */
export function IngredientChecklist({
  lines,
  ticked,
  onToggle,
  open,
}: {
  lines: readonly string[];
  ticked: readonly number[];
  onToggle: (index: number) => void;
  /**
   * Open beside the step on a wide screen; folded above it on a phone, so the step shows first.
   * The cook may fold or open it either way: this applies when the screen changes.
   */
  open: boolean;
}) {
  return (
    <details open={open} className="group rounded-2xl border border-border bg-surface p-4">
      <summary className="cursor-pointer text-lg font-semibold">
        {nlCook.ingredients(ticked.filter((i) => i < lines.length).length, lines.length)}
      </summary>
      <ul className="mt-3 space-y-1">
        {lines.map((line, i) => {
          const id = `ingredient-${i}`;
          const done = ticked.includes(i);
          return (
            <li key={i}>
              <label htmlFor={id} className="flex cursor-pointer items-start gap-3 rounded-lg px-1 py-2">
                <input
                  id={id}
                  type="checkbox"
                  checked={done}
                  onChange={() => onToggle(i)}
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                />
                <span className={done ? "text-muted line-through" : ""}>{line}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
