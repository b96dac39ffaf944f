import { useEffect } from "react";

import type { KitchenWord } from "@repo/domain/keuken";
import { suggestStaples } from "@repo/domain/keuken";
import { nlKeuken } from "@repo/strings";
import { Heading } from "@repo/ui";

import { staples, toggleWord } from "./staples-store";
import { ChosenWords, WordPicker } from "./word-picker";

/** The staples, suggested from the collection on first use (and then kept, to edit). */
export function useStaples(words: readonly KitchenWord[]): readonly string[] {
  const chosen = staples.use();
  useEffect(() => {
    if (!staples.stored() && words.length > 0) staples.set(suggestStaples(words));
  }, [words]);
  return chosen;
}

export function StaplesSection({ words }: { words: readonly KitchenWord[] }) {
  const chosen = staples.use();
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
        words={words}
        chosen={chosen}
        label={nlKeuken.staplesTitle}
        empty={nlKeuken.staplesNone}
        onRemove={(key) => toggleWord(staples, key)}
      />
      <div className="mt-3">
        <WordPicker
          words={words}
          chosen={chosen}
          label={nlKeuken.stapleLabel}
          onAdd={(key) => toggleWord(staples, key)}
        />
      </div>
    </section>
  );
}
