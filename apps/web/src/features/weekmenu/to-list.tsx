import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";

import type { RecipeSummary } from "@repo/domain";
import type { Week } from "@repo/domain/weekmenu";
import { weekShopping } from "@repo/domain/weekmenu";
import { nlShopping, nlWeek } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { toast } from "~/components/toaster";
import { startCount } from "~/features/shopping/header-link";
import { addRecipeToList } from "~/features/shopping/store";

const weekKey = (week: Week) => `${week.people}:${week.slots.join(",")}`;

/**
 * 'Alles op de boodschappenlijst': the week's recipes join what the list holds. Once added, the
 * button becomes the way to the list until the week changes, so a second tap cannot buy it twice.
 */
export function AddWeekToList({ week, byId }: { week: Week; byId: ReadonlyMap<string, RecipeSummary> }) {
  const navigate = useNavigate();
  const [added, setAdded] = useState<string | null>(null);
  const items = weekShopping(week, byId);
  if (added === weekKey(week)) {
    return (
      <Link to="/boodschappen" className={buttonClass({ variant: "secondary" })}>
        {nlWeek.shoppingOpen}
      </Link>
    );
  }
  const add = () => {
    let stored = true;
    for (const item of items) stored = addRecipeToList(item, "add") && stored;
    startCount();
    setAdded(weekKey(week));
    toast({
      title: nlShopping.allAdded,
      description: nlWeek.shoppingAdded(items.length, nlShopping.portions(week.people)),
      ...(stored ? {} : { hint: nlShopping.notStored }),
      action: { label: nlShopping.openList, onClick: () => void navigate({ to: "/boodschappen" }) },
    });
  };
  return (
    <button
      type="button"
      className={buttonClass({ variant: "secondary" })}
      disabled={items.length === 0}
      onClick={add}
    >
      {nlWeek.shoppingList}
    </button>
  );
}
