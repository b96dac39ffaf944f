import { lazy, Suspense, useSyncExternalStore } from "react";

import { nlSamen, nlSamenMark } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { Household } from "./household";
import { useSyncedAt } from "./household";
import { householdLink } from "./link";
import { whenText } from "./mark";
import { onSyncStatus, syncStatus } from "./status";

const SECONDARY = buttonClass({ variant: "secondary", size: "sm" });

const engine = () => import("./engine");
const LinkQr = lazy(() => import("./qr").then((m) => ({ default: m.LinkQr })));

/** The household this device shares with: its link and code, how it stands, and the ways out. */
export function SharedHousehold({
  household,
  busy,
  run,
  step,
}: {
  household: Household;
  busy: string | null;
  /** Runs a step the page shows as busy meanwhile (the household's page, samen-page). */
  run: (label: string, task: () => Promise<unknown>, done?: string) => void;
  /** Runs a step without that. */
  step: (task: () => Promise<unknown>, done?: string) => Promise<void>;
}) {
  const status = useSyncExternalStore(onSyncStatus, syncStatus, syncStatus);
  const syncedAt = useSyncedAt();
  const link = householdLink(household);
  const copy = () => void step(() => navigator.clipboard.writeText(link), nlSamen.copied);
  const shareSheet = () =>
    void navigator.share({ title: nlSamen.shareTitle, url: link }).catch(() => undefined);

  return (
    <>
      {status.connection === "gone" && (
        <p role="alert" className="mt-4 rounded-xl bg-surface-2 p-4">
          {nlSamen.gone}
        </p>
      )}
      <p className="mt-6">{nlSamen.sharedIntro}</p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* The box keeps its place while the code's library arrives. */}
        <Suspense fallback={<div className="size-44 shrink-0 rounded-lg bg-white" />}>
          <LinkQr url={link} />
        </Suspense>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <input
            readOnly
            value={link}
            aria-label={nlSamen.shareTitle}
            data-testid="samen-link"
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={copy} className={buttonClass({ size: "sm" })}>
              {nlSamen.copy}
            </button>
            {typeof navigator.share === "function" && (
              <button type="button" onClick={shareSheet} className={SECONDARY}>
                {nlSamen.shareLink}
              </button>
            )}
          </div>
        </div>
      </div>
      <p role="status" className="mt-4 text-sm text-muted" data-testid="samen-status">
        {status.connection === "offline"
          ? nlSamen.offline
          : syncedAt === null
            ? nlSamen.never
            : nlSamenMark.lastUpdated(whenText(syncedAt))}
      </p>
      {status.rejected > 0 && <p className="mt-1 text-sm text-muted">{nlSamen.rejected(status.rejected)}</p>}
      <div className="mt-8 grid gap-4 border-t border-border pt-6">
        <div>
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => run(nlSamen.sharing, () => engine().then((e) => e.rotate()), nlSamen.rotated)}
            className={SECONDARY}
          >
            {nlSamen.rotate}
          </button>
          <p className="mt-1 text-sm text-muted">{nlSamen.rotateHelp}</p>
        </div>
        <div>
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void step(() => engine().then((e) => e.stop()), nlSamen.stopped)}
            className={SECONDARY}
          >
            {nlSamen.stop}
          </button>
          <p className="mt-1 text-sm text-muted">{nlSamen.stopHelp}</p>
        </div>
      </div>
    </>
  );
}
