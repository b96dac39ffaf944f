import { nlOffline } from "@repo/strings";
import { Icon } from "@repo/ui";

export { keptOffline } from "./caches";

/** A card's word offline: whether it opens (its recipe is kept on this device) or not. */
export function OfflineMark({ kept }: { kept: boolean }) {
  return (
    <p
      data-testid="offline-mark"
      className={`inline-flex items-center gap-1 text-xs font-semibold ${kept ? "text-primary" : "text-muted"}`}
    >
      <Icon width={14} height={14}>
        {kept ? (
          <path d="M5 12l5 5L20 7" />
        ) : (
          <path d="M3 3l18 18M9 5h8a4 4 0 0 1 1 7.9M6 9a4 4 0 0 0 0 8h9" />
        )}
      </Icon>
      {kept ? nlOffline.kept : nlOffline.missing}
    </p>
  );
}
