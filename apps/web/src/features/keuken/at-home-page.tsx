import { useEffect, useSyncExternalStore } from "react";

import type { FilterState } from "@repo/domain";
import { nlKeukenAtHome as nlKeuken } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import type { DeviceValue } from "./device-value";
import { lazyModule } from "~/components/lazy-module";
import { useKept } from "~/lib/hydrated";
import { AT_HOME_KEY, STAPLES_KEY } from "./keys";
import { StaplesSection } from "./staples-section";
import { useCollection } from "./use-collection";
import { ChosenWords, WordPicker } from "./word-picker";

/**
 * The stores, the word rules and the ranking: loaded once the device keeps what is at home or
 * its staples, or the reader starts picking. A first visit reads the page and its fields.
 */
const kitchen = lazyModule(() => import("./at-home-kitchen"));
const KEPT_KEYS = [AT_HOME_KEY, STAPLES_KEY];

const nothing: readonly string[] = [];
const noChange = () => () => undefined;
const noWords = () => nothing;

/** A list of words the device keeps, once its store is here (nothing in the server's paint). */
function useWords(store: DeviceValue<string[]> | undefined): readonly string[] {
  return useSyncExternalStore(store?.subscribe ?? noChange, store?.get ?? noWords, noWords);
}

/** 'Wat heb ik in huis?': pick what is at hand, see what can be made with least to buy. */
export function AtHomePage({ filters }: { filters: FilterState }) {
  const kept = useKept(KEPT_KEYS);
  useEffect(() => {
    if (kept) void kitchen.start().catch(() => undefined);
  }, [kept]);
  const module = kitchen.useModule();
  const { list, words, failed, retry } = useCollection(module);
  const picked = useWords(module?.atHome);
  const staples = useWords(module?.staples);
  const toggle = (store: "atHome" | "staples") => (key: string) =>
    void kitchen.start().then((m) => m.toggleWord(m[store], key));

  return (
    <section aria-labelledby="in-huis-titel" className="mx-auto max-w-3xl px-4 py-6">
      <Heading level={1} id="in-huis-titel">
        {nlKeuken.atHomeTitle}
      </Heading>
      <p className="mt-2 text-muted">{nlKeuken.atHomeIntro}</p>
      <div className="mt-4">
        <WordPicker
          words={words}
          rules={module}
          onWanted={kitchen.start}
          chosen={picked}
          label={nlKeuken.pickLabel}
          placeholder={nlKeuken.pickPlaceholder}
          onAdd={toggle("atHome")}
        />
        <Heading level={2} size="subsection" className="mt-4">
          {nlKeuken.picked}
        </Heading>
        <ChosenWords
          words={words}
          chosen={picked}
          label={nlKeuken.picked}
          empty={nlKeuken.pickedNone}
          emptyUnless={module ? undefined : [AT_HOME_KEY]}
          onRemove={toggle("atHome")}
        />
        {picked.length > 0 && (
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-2" })}
            onClick={() => module?.atHome.set([])}
          >
            {nlKeuken.clearPicked}
          </button>
        )}
      </div>
      {module && (
        <module.AtHomeResults
          list={list}
          words={words}
          failed={failed}
          retry={retry}
          picked={picked}
          staples={staples}
          filters={filters}
        />
      )}
      <StaplesSection
        words={words}
        rules={module}
        onWanted={kitchen.start}
        chosen={staples}
        onToggle={toggle("staples")}
      />
    </section>
  );
}
