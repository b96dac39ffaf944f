import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";

import { nlSamen, nlSamenMark } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { toast } from "~/components/toaster";
import { currentHousehold } from "./household";
import { householdLink, householdOfFragment } from "./link";
import { whenText } from "./mark";
import { onSyncStatus, syncStatus } from "./status";
import { useShared, useSyncedAt } from "./synced";

const SECONDARY = buttonClass({ variant: "secondary", size: "sm" });

// Yjs and the QR code's library load with the first step that needs them: a visitor who has not
// shared yet downloads neither.
const engine = () => import("./engine");
const LinkQr = lazy(() => import("./qr").then((m) => ({ default: m.LinkQr })));

function useHousehold() {
  useShared();
  return currentHousehold();
}

/** Runs a step of the page; a failure says so in a toast. */
async function step(task: () => Promise<unknown>, done?: string) {
  try {
    await task();
    if (done) toast({ title: done });
  } catch {
    toast({ title: nlSamen.failed, variant: "destructive" });
  }
}

/** Joins the household of the link the page was opened with, then takes the key out of the address. */
function useJoinFromLink(setBusy: (busy: string | null) => void) {
  useEffect(() => {
    const found = householdOfFragment(window.location.hash);
    if (found === null) return;
    history.replaceState(history.state, "", window.location.pathname);
    if (found === "bad") {
      toast({ title: nlSamen.badLink, variant: "destructive" });
      return;
    }
    if (currentHousehold()?.id === found.id) return;
    setBusy(nlSamen.joining);
    void step(() => engine().then((e) => e.join(found)), nlSamen.joined).finally(() => setBusy(null));
  }, [setBusy]);
}

/** 'Samen': share this device's list, week and saved recipes with the household, by a link. */
export function SamenPage() {
  const household = useHousehold();
  const status = useSyncExternalStore(onSyncStatus, syncStatus, syncStatus);
  const syncedAt = useSyncedAt();
  const [busy, setBusy] = useState<string | null>(null);
  useJoinFromLink(setBusy);
  const link = household ? householdLink(household) : null;

  const run = (label: string, task: () => Promise<unknown>, done?: string) => {
    setBusy(label);
    void step(task, done).finally(() => setBusy(null));
  };
  const copy = () => link && void step(() => navigator.clipboard.writeText(link), nlSamen.copied);
  const shareSheet = () =>
    link && void navigator.share({ title: nlSamen.shareTitle, url: link }).catch(() => undefined);

  return (
    <section aria-labelledby="samen-titel" className="mx-auto max-w-3xl px-4 py-6">
      <Heading level={1} id="samen-titel">
        {nlSamen.title}
      </Heading>
      <p className="mt-2 text-muted">{nlSamen.intro}</p>
      {busy && (
        <p role="status" className="mt-4 font-semibold">
          {busy}
        </p>
      )}
      {!household || !link ? (
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => run(nlSamen.sharing, () => engine().then((e) => e.share()))}
          className={buttonClass({ className: "mt-6" })}
        >
          {nlSamen.share}
        </button>
      ) : (
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
          {status.rejected > 0 && (
            <p className="mt-1 text-sm text-muted">{nlSamen.rejected(status.rejected)}</p>
          )}
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
      )}
    </section>
  );
}
