import { ICON_KEYS, iconInfo, toggle } from "@repo/domain";
import { nl, nlAdmin, nlTools } from "@repo/strings";

const HINT_ID = "recipe-icons-hint";

/** The icon keys as checkable chips: emoji plus the Dutch label; `guessed` when an import suggested them. */
export function IconsField({
  value,
  onChange,
  guessed = false,
}: {
  value: string[];
  onChange: (icons: string[]) => void;
  guessed?: boolean;
}) {
  return (
    <fieldset aria-describedby={HINT_ID}>
      <legend className="mb-1.5 text-sm font-semibold">{nlAdmin.form.icons}</legend>
      <p id={HINT_ID} className="mb-2 text-xs text-muted">
        {guessed ? nlTools.import.guessed : nlAdmin.form.iconsHint}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ICON_KEYS.map((key) => {
          const info = iconInfo(key);
          const id = `recipe-icon-${key}`;
          return (
            <label
              key={key}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 text-sm hover:bg-surface-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring"
            >
              <input
                id={id}
                type="checkbox"
                checked={value.includes(key)}
                onChange={() => onChange(toggle(value, key))}
                className="h-4 w-4 accent-[var(--primary)]"
              />
              <span aria-hidden="true" className="inline-block w-[1.3em] text-center font-emoji">
                {info.emoji}
              </span>
              <span>{nl.icons[info.key]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
