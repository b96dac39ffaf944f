import { useEffect, useState, useSyncExternalStore } from "react";

import type { MyList, Phase } from "@repo/domain/keuken";
import { EMPTY_LIST, GROUP_PREFIX, groupEntry, LIST_GROUPS, PHASES, toggledEntry } from "@repo/domain/keuken";
import { nlKeukenMyList as nlKeuken } from "@repo/strings";
import { Heading } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";
import { useEarlyBoxes } from "~/lib/early-taps";
import { useKept } from "~/lib/hydrated";
import { MY_LIST_KEY } from "./keys";
import { useCollection } from "./use-collection";
import { ChosenWords, WordPicker } from "./word-picker";

/**
 * The list's store and the word rules: loaded once the device keeps a list or the reader starts
 * marking. A first visit reads the page and its fields.
 */
const kitchen = lazyModule(() => import("./my-list-kitchen"));
const KEPT_KEYS = [MY_LIST_KEY];
const load = () => void kitchen.start().catch(() => undefined);

const noChange = () => () => undefined;
const noList = () => EMPTY_LIST;

/** 'Mijn lijst': the reader marks what is not on their own list, by group or by food, and a phase. */
export function MyListPage() {
  const kept = useKept(KEPT_KEYS);
  const earlyBoxes = useEarlyBoxes();
  useEffect(() => {
    if (kept) load();
  }, [kept]);
  const module = kitchen.useModule();
  const { words } = useCollection(module);
  const store = module?.myList;
  const stored: MyList = useSyncExternalStore(store?.subscribe ?? noChange, store?.get ?? noList, noList);
  // A mark made while the store still loads shows at once, and is kept as soon as it is there.
  const [early, setEarly] = useState<MyList | null>(null);
  const list = module ? stored : (early ?? stored);
  const change = (next: (list: MyList) => MyList) => {
    if (module) return void module.myList.set(next(module.myList.get()));
    setEarly((shown) => next(shown ?? stored));
    void kitchen.start().then((m) => m.myList.set(next(m.myList.get())));
  };
  const toggle = (entry: string) => change((l) => toggledEntry(l, entry));
  const setPhase = (phase: Phase) => change((l) => ({ ...l, phase }));
  // Until the device's list is read, its marks are not shown (an empty place of their size).
  const waiting = kept && !module;
  const foods = list.notOnList.filter((entry) => !entry.startsWith(GROUP_PREFIX));
  return (
    <section aria-labelledby="lijst-titel" className="mx-auto max-w-3xl px-4 py-6">
      <Heading level={1} id="lijst-titel">
        {nlKeuken.myListTitle}
      </Heading>
      <p className="mt-2">{nlKeuken.myListIntro}</p>
      <p className="mt-3 rounded-xl bg-surface-2 p-3 text-sm" data-testid="lijst-uitleg">
        {nlKeuken.myListNotice}
      </p>

      {/* A box ticked before the app listens is ticked again once it has adopted the boxes (index.html). */}
      <div
        {...earlyBoxes}
        // A finger on a box or the keyboard on the form: the store is on its way before the tick.
        onPointerDownCapture={load}
        onFocusCapture={load}
        data-empty={module ? undefined : MY_LIST_KEY}
        className={waiting ? "invisible" : undefined}
      >
        <fieldset className="mt-6">
          <legend className="font-serif text-xl font-semibold">{nlKeuken.groupsTitle}</legend>
          <p className="text-sm text-muted">{nlKeuken.groupsNote}</p>
          <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {LIST_GROUPS.map((group) => {
              const entry = groupEntry(group);
              return (
                <label
                  key={group}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-surface-2"
                >
                  <input
                    type="checkbox"
                    checked={list.notOnList.includes(entry)}
                    onChange={() => toggle(entry)}
                    className="h-6 w-6 accent-primary"
                  />
                  {nlKeuken.notGroup(nlKeuken.groups[group] ?? group)}
                </label>
              );
            })}
          </div>
        </fieldset>

        <section aria-labelledby="losse-woorden" className="mt-6">
          <Heading level={2} size="subsection" id="losse-woorden">
            {nlKeuken.notOnListTitle}
          </Heading>
          <div className="mt-2">
            <WordPicker
              words={words}
              rules={module}
              onWanted={kitchen.start}
              chosen={foods}
              label={nlKeuken.wordLabel}
              onAdd={toggle}
            />
          </div>
          <ChosenWords
            words={words}
            chosen={foods}
            label={nlKeuken.notOnListTitle}
            empty={nlKeuken.notOnListNone}
            onRemove={toggle}
          />
        </section>

        <fieldset className="mt-6">
          <legend className="font-serif text-xl font-semibold">{nlKeuken.phaseTitle}</legend>
          {PHASES.map((phase: Phase) => (
            <label
              key={phase}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2 hover:bg-surface-2"
            >
              <input
                type="radio"
                name="fase"
                checked={list.phase === phase}
                onChange={() => setPhase(phase)}
                className="mt-0.5 h-6 w-6 shrink-0 accent-primary"
                aria-describedby={`fase-${phase}`}
              />
              <span>
                <span className="block font-medium">{nlKeuken.phases[phase]}</span>
                <span id={`fase-${phase}`} className="block text-sm text-muted">
                  {nlKeuken.phaseNotes[phase]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
