import { useEffect, useState, useSyncExternalStore } from "react";

import { nlSamen } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";
import { toast } from "~/components/toaster";
import { useHydrated } from "~/lib/hydrated";
import { currentHousehold, subscribeHousehold } from "./household";
import { HOUSEHOLD_KEY } from "./registry";

// Yjs, the QR code's library and the shared household's view load with the first step that needs
// them: a visitor who has not shared yet downloads none of them.
const engine = () => import("./engine");
const sharedView = lazyModule(() => import("./samen-shared"));

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
    if (window.location.hash.replace(/^#/, "") === "") return;
    void import("./link").then(({ householdOfFragment }) => {
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
    });
  }, [setBusy]);
}

/** This device's household once the app has adopted the server's page (which has none). */
const useHousehold = () => useSyncExternalStore(subscribeHousehold, currentHousehold, () => null);

/** 'Samen': share this device's list, week and saved recipes with the household, by a link. */
export function SamenPage() {
  const household = useHousehold();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<string | null>(null);
  useJoinFromLink(setBusy);
  useEffect(() => {
    if (household) void sharedView.start().catch(() => undefined);
  }, [household]);
  const view = sharedView.useModule();

  const run = (label: string, task: () => Promise<unknown>, done?: string) => {
    setBusy(label);
    void step(task, done).finally(() => setBusy(null));
  };

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
      {household && view ? (
        <view.SharedHousehold household={household} busy={busy} run={run} step={step} />
      ) : (
        // On a device that shares, an empty place of the button's size until its household shows
        // (before the app starts too: see useKept).
        <div
          data-empty={hydrated ? undefined : HOUSEHOLD_KEY}
          className={household ? "invisible" : undefined}
        >
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => run(nlSamen.sharing, () => engine().then((e) => e.share()))}
            className={buttonClass({ className: "mt-6" })}
          >
            {nlSamen.share}
          </button>
        </div>
      )}
    </section>
  );
}
