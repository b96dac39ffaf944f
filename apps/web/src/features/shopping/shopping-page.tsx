import { useEffect } from "react";
import { Link } from "@tanstack/react-router";

import { nlShopping } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";
import { SamenMark } from "~/features/samen/mark";
import { HOUSEHOLD_KEY } from "~/features/samen/registry";
import { useKept } from "~/lib/hydrated";
import { SHOPPING_KEY } from "./keys";
import { OwnItemForm } from "./own-item-form";

/**
 * The list itself, with its store, amounts and aisles: loaded once the device keeps a list or an
 * item is added, so a first visit reads only the empty page.
 */
const list = lazyModule(() => import("./shopping-list"));

const EMPTY_KEYS = [SHOPPING_KEY];
/** A device that shares may get a list from its household at any moment: the list loads there too. */
const LIST_KEYS = [SHOPPING_KEY, HOUSEHOLD_KEY];

/**
 * 'Je lijst is leeg', with the way to the recipes. As the server paints it, a device that keeps a
 * list sees an empty box of its size instead until the list shows (index.html, useKept).
 */
function EmptyList({ painted = false }: { painted?: boolean }) {
  const kept = useKept(EMPTY_KEYS);
  return (
    <div
      data-empty={painted ? SHOPPING_KEY : undefined}
      className={`mt-8 rounded-2xl border border-border bg-surface p-6 text-center ${painted && kept ? "invisible" : ""}`}
    >
      <p className="font-serif text-xl font-semibold">{nlShopping.empty}</p>
      <p className="mt-2 text-muted">{nlShopping.emptyText}</p>
      <Link to="/" className={buttonClass({ className: "mt-4" })}>
        {nlShopping.toRecipes}
      </Link>
    </div>
  );
}

/** The shopping list's page: as a fresh device sees it, until the device's list is there. */
export function ShoppingPage() {
  const kept = useKept(LIST_KEYS);
  useEffect(() => {
    if (kept) void list.start().catch(() => undefined);
  }, [kept]);
  const loaded = list.useModule();
  const add = (text: string) => void list.start().then((module) => module.addItemToList(text));
  const want = () => void list.start().catch(() => undefined);

  return (
    <section aria-labelledby="lijst-titel" className="mx-auto max-w-3xl px-4 py-6 print:p-0">
      <Heading level={1} id="lijst-titel" className="print:text-2xl">
        {nlShopping.title}
      </Heading>
      <SamenMark className="mt-2" />
      {loaded ? <loaded.ShoppingList empty={<EmptyList />} /> : <EmptyList painted />}
      <OwnItemForm onAdd={add} onWanted={want} />
      {loaded && <loaded.ListedEntries />}
    </section>
  );
}
