import type { KitchenWord } from "@repo/domain/keuken";
import { nlKeukenAtHome as nlKeuken } from "@repo/strings";
import { Heading } from "@repo/ui";

import type { WordRules } from "./use-collection";
import { STAPLES_KEY } from "./keys";
import { ChosenWords, WordPicker } from "./word-picker";

/** 'Altijd in huis': the staples, to take off and add (suggested from the collection on first use). */
export function StaplesSection(props: {
  words: readonly KitchenWord[];
  rules: WordRules | null;
  onWanted: () => Promise<WordRules>;
  chosen: readonly string[];
  onToggle: (key: string) => void;
}) {
  return (
    <section
      aria-labelledby="altijd-in-huis"
      className="mt-10 rounded-2xl border border-border bg-surface-2 p-4"
    >
      <Heading level={2} size="subsection" id="altijd-in-huis">
        {nlKeuken.staplesTitle}
      </Heading>
      <p className="mt-1 text-sm text-muted">{nlKeuken.staplesIntro}</p>
      <p className="mt-1 text-sm text-muted">{nlKeuken.staplesSuggested}</p>
      <ChosenWords
        words={props.words}
        chosen={props.chosen}
        label={nlKeuken.staplesTitle}
        empty={nlKeuken.staplesNone}
        emptyUnless={props.rules ? undefined : [STAPLES_KEY]}
        onRemove={props.onToggle}
      />
      <div className="mt-3">
        <WordPicker
          words={props.words}
          rules={props.rules}
          onWanted={props.onWanted}
          chosen={props.chosen}
          label={nlKeuken.stapleLabel}
          onAdd={props.onToggle}
        />
      </div>
    </section>
  );
}
