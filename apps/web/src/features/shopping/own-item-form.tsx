import { useRef, useState } from "react";

import { SHOPPING_LIMITS } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { useTypedEarly } from "~/lib/hydrated";

/** A field for things no recipe asks for ('wc-papier', '2 pakken melk'). */
export function OwnItemForm({ onAdd, onWanted }: { onAdd: (text: string) => void; onWanted?: () => void }) {
  const [text, setText] = useState("");
  const field = useRef<HTMLInputElement>(null);
  useTypedEarly(field, setText);
  return (
    <form
      data-print="hide"
      className="mt-8 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(text);
        setText("");
      }}
    >
      <label htmlFor="eigen-item" className="sr-only">
        {nlShopping.ownLabel}
      </label>
      <input
        ref={field}
        id="eigen-item"
        value={text}
        maxLength={SHOPPING_LIMITS.itemMax}
        onChange={(event) => setText(event.target.value)}
        // What adds the item loads as the reader starts typing it.
        onFocus={onWanted}
        placeholder={nlShopping.ownPlaceholder}
        enterKeyHint="done"
        className="h-12 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base"
      />
      <button type="submit" disabled={text.trim() === ""} className={buttonClass({ className: "h-12" })}>
        {nlShopping.ownAdd}
      </button>
    </form>
  );
}
