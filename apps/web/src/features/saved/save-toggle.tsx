// The heart that keeps a recipe on this device, on cards and on the recipe page.
import type { SVGProps } from "react";

import { nl } from "@repo/strings";
import { Icon } from "@repo/ui";

export const HeartIcon = ({ filled, ...p }: SVGProps<SVGSVGElement> & { filled: boolean }) => (
  <Icon {...p} fill={filled ? "currentColor" : "none"}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
  </Icon>
);

/** The heart that keeps a recipe on this device; its name says what it keeps. */
export function SaveToggle({
  name,
  saved,
  onToggle,
  withText = false,
  className = "",
}: {
  name: string;
  saved: boolean;
  onToggle?: () => void;
  withText?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={nl.saved.save(name)}
      onClick={onToggle}
      data-save-toggle=""
      className={`inline-flex items-center justify-center gap-2 rounded-lg border border-border bg-surface text-sm font-medium hover:bg-surface-2 ${
        withText ? "px-3 py-2" : "h-10 w-10"
      } ${saved ? "text-red-600 dark:text-red-400" : ""} ${className}`}
    >
      <HeartIcon filled={saved} />
      {withText && <span className="text-text">{nl.saved.saveShort}</span>}
    </button>
  );
}
