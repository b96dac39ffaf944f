import { iconInfo } from "@repo/domain";
import { nl } from "@repo/strings";

/** Icon keys as emoji with their Dutch label; unknown keys get the default marker. */
export function RecipeIcons({
  icons,
  withLabels = false,
}: {
  icons: readonly string[];
  withLabels?: boolean;
}) {
  if (icons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {icons.map((key) => {
        const info = iconInfo(key);
        const label = nl.icons[info.key];
        return (
          <li
            key={key}
            title={label}
            className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-sm"
          >
            <span aria-hidden="true" className="inline-block w-[1.3em] text-center font-emoji">
              {info.emoji}
            </span>
            <span className={withLabels ? "" : "sr-only"}>{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
