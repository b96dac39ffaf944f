import { useEffect, useRef, useState } from "react";
import { Link } from "@tanstack/react-router";

import { nlKeukenKeep as nlKeuken } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import type { KitchenData } from "./export-file";
import { lazyModule } from "~/components/lazy-module";
import { toast } from "~/components/toaster";
import { SAVED_KEY } from "~/features/saved/saved-store";
import { SHOPPING_KEY } from "~/features/shopping/keys";
import { useKept } from "~/lib/hydrated";
import { AT_HOME_KEY, COOK_LOG_KEY, MY_LIST_KEY, STAPLES_KEY, WEEK_KEY } from "./keys";

const TOOL = buttonClass({ variant: "secondary" });
const DATASETS = ["saved", "shopping", "week", "atHome", "myList", "cooked"] as const;
/** Where the datasets of the file are kept: the page reads them (all the stores) only where one is. */
const KEPT_KEYS = [SAVED_KEY, SHOPPING_KEY, WEEK_KEY, STAPLES_KEY, AT_HOME_KEY, MY_LIST_KEY, COOK_LOG_KEY];
/** Every store of the device, loaded once the device keeps something or a button needs them. */
const stores = lazyModule(() => import("./device-data"));

/** How much each dataset holds: the page's list and the import's preview (merged minus current). */
function countData(data: KitchenData) {
  return {
    saved: data.saved.length,
    shopping: data.shopping.entries.length,
    week: data.week !== null,
    atHome: new Set([...data.staples, ...data.atHome]).size,
    myList: data.myList.notOnList.length,
    cooked: Object.keys(data.cooked).length,
  };
}
type Counted = ReturnType<typeof countData>;
/** A fresh device's counts, as the server paints them. */
const NOTHING: Counted = { saved: 0, shopping: 0, week: false, atHome: 0, myList: 0, cooked: 0 };

async function download() {
  const { exportFile, readDeviceData } = await stores.start();
  const url = URL.createObjectURL(new Blob([exportFile(readDeviceData())], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = nlKeuken.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast({ title: nlKeuken.downloaded });
}

function Counts({ counts, testId, painted }: { counts: Counted; testId: string; painted?: boolean }) {
  return (
    <dl
      className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface"
      data-testid={testId}
      // A device that keeps something sees an empty list of this size until its counts are read.
      data-empty={painted ? KEPT_KEYS.join(" ") : undefined}
    >
      {DATASETS.map((key) => (
        <div key={key} className="flex justify-between gap-4 px-4 py-3">
          <dt>{nlKeuken.datasets[key]}</dt>
          <dd className="text-muted">
            {key === "week" ? nlKeuken.counts.week(counts.week) : nlKeuken.counts[key](counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Mine to keep': what this device keeps, as one file to take along, and a way to remove it all. */
export function KeepPage() {
  // The server paints a fresh device's page; a device that keeps something shows its own counts.
  const [data, setData] = useState<KitchenData | null>(null);
  const kept = useKept(KEPT_KEYS);
  useEffect(() => {
    if (kept) void stores.start().then((module) => setData(module.readDeviceData()));
  }, [kept]);
  const [error, setError] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<KitchenData | null>(null);
  const [asked, setAsked] = useState(0);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked > 0) confirmRef.current?.focus();
  }, [asked]);

  async function onFile(file: File | undefined) {
    setIncoming(null);
    setError(null);
    if (!file) return;
    const { parseFile } = await import("./import-file");
    const parsed = parseFile(await file.text());
    if (parsed.ok) setIncoming(parsed.data);
    else setError(parsed.error);
  }

  async function apply() {
    if (!incoming) return;
    const { mergeData, readDeviceData, writeDeviceData } = await stores.start();
    writeDeviceData(mergeData(readDeviceData(), incoming));
    setIncoming(null);
    setData(readDeviceData());
    toast({ title: nlKeuken.imported, description: nlKeuken.importedText });
  }

  async function removeAll() {
    const { clearDeviceData, readDeviceData } = await stores.start();
    clearDeviceData();
    setAsked(0);
    setData(readDeviceData());
    toast({ title: nlKeuken.removed });
  }

  return (
    <section aria-labelledby="keuken-titel" className="mx-auto max-w-3xl px-4 py-6">
      <Heading level={1} id="keuken-titel">
        {nlKeuken.keepTitle}
      </Heading>
      <p className="mt-2">{nlKeuken.keepIntro}</p>
      <p className="mt-1 text-sm text-muted">{nlKeuken.nothingSent}</p>
      <nav aria-label={nlKeuken.keepTitle} className="mt-4 flex flex-wrap gap-2">
        <Link to="/in-huis" className={TOOL}>
          {nlKeuken.links.atHome}
        </Link>
        <Link to="/mijn-lijst" className={TOOL}>
          {nlKeuken.links.myList}
        </Link>
      </nav>
      {data ? (
        <Counts counts={countData(data)} testId="bewaard-op-apparaat" />
      ) : (
        <Counts counts={NOTHING} testId="bewaard-op-apparaat" painted />
      )}

      <div className="mt-6 flex flex-wrap gap-2">
        <button type="button" className={buttonClass()} onClick={() => void download()}>
          {nlKeuken.download}
        </button>
      </div>

      <section aria-labelledby="importeren" className="mt-8">
        <Heading level={2} size="subsection" id="importeren">
          {nlKeuken.importLabel}
        </Heading>
        <p id="import-uitleg" className="text-sm text-muted">
          {nlKeuken.importHint}
        </p>
        {/* The browser's own file button speaks its own language: a Dutch one stands in for it. */}
        <input
          id="import-bestand"
          type="file"
          accept="application/json,.json"
          aria-describedby="import-uitleg"
          className="peer sr-only"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <label
          htmlFor="import-bestand"
          className={`${TOOL} mt-2 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring`}
        >
          {nlKeuken.chooseFile}
        </label>
        {error && (
          <p role="alert" className="mt-3 rounded-xl border border-danger p-3 text-danger">
            {error}
          </p>
        )}
        {incoming && (
          <div className="mt-3" role="group" aria-labelledby="import-voorbeeld">
            <Heading level={3} size="subsection" id="import-voorbeeld">
              {nlKeuken.importPreview}
            </Heading>
            <Counts counts={countData(incoming)} testId="import-voorbeeld" />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="button" className={buttonClass()} onClick={() => void apply()}>
                {nlKeuken.importApply}
              </button>
              <button type="button" className={TOOL} onClick={() => setIncoming(null)}>
                {nlKeuken.importCancel}
              </button>
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby="verwijderen" className="mt-8">
        <Heading level={2} size="subsection" id="verwijderen">
          {nlKeuken.removeAll}
        </Heading>
        {asked === 0 ? (
          <button
            type="button"
            className={buttonClass({ variant: "danger", className: "mt-2" })}
            onClick={() => setAsked(1)}
          >
            {nlKeuken.removeButton}
          </button>
        ) : (
          <div
            role="alertdialog"
            aria-labelledby="verwijder-vraag"
            aria-describedby="verwijder-uitleg"
            className="mt-2 rounded-2xl border border-danger p-4"
          >
            <p id="verwijder-vraag" className="font-semibold">
              {nlKeuken.removeAsk}
            </p>
            <p id="verwijder-uitleg" className="mt-1">
              {asked === 1 ? nlKeuken.removeAskText : nlKeuken.removeAskAgain}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                ref={confirmRef}
                type="button"
                className={buttonClass({ variant: "danger" })}
                onClick={() => (asked === 1 ? setAsked(2) : void removeAll())}
              >
                {asked === 1 ? nlKeuken.removeSure : nlKeuken.removeReallySure}
              </button>
              <button type="button" className={TOOL} onClick={() => setAsked(0)}>
                {nlKeuken.importCancel}
              </button>
            </div>
          </div>
        )}
      </section>
    </section>
  );
}
