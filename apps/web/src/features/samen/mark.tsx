import { Link } from "@tanstack/react-router";

import { nlSamenMark } from "@repo/strings";

import { useShared, useSyncedAt } from "./household";

const pad = (n: number) => String(n).padStart(2, "0");

/** 'vandaag om 14:05', or '28 nov. om 14:05' on another day. */
export function whenText(at: number, now = new Date()): string {
  const date = new Date(at);
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (date.toDateString() === now.toDateString()) return nlSamenMark.today(time);
  const day = date.toLocaleDateString("nl-NL", { day: "numeric", month: "short" });
  return nlSamenMark.onDay(day, time);
}

/**
 * On the list, the week and 'Bewaard': the 'Samen' mark with when the household was last heard
 * from while this device shares, else the invitation to share. Both lead to the Samen page.
 */
export function SamenMark({ className = "" }: { className?: string }) {
  const shared = useShared();
  const syncedAt = useSyncedAt();
  if (!shared) {
    return (
      <Link to="/samen" data-print="hide" className={`text-sm text-primary underline ${className}`}>
        {nlSamenMark.invite}
      </Link>
    );
  }
  return (
    <p data-print="hide" className={`flex flex-wrap items-center gap-2 text-sm text-muted ${className}`}>
      <Link
        to="/samen"
        aria-label={nlSamenMark.markLabel}
        data-testid="samen-mark"
        className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-fg no-underline"
      >
        {nlSamenMark.mark}
      </Link>
      {syncedAt !== null && <span>{nlSamenMark.lastUpdated(whenText(syncedAt))}</span>}
    </p>
  );
}
