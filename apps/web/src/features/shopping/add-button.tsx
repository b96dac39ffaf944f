// The button every recipe page shows, small on purpose: what it does, and the question asked
// when the recipe is on the list already, load with the first tap.
import { nl } from "@repo/strings";

import { BasketIcon } from "~/components/frame";

/** A recipe as a page has it: its lines are for `servings` people. */
export interface ListableRecipe {
  id: string;
  name: string;
  servings?: number | null;
  ingredients: readonly string[];
}

/** What the buttons do, with the question and the list's rules: loaded with the first tap. */
export const addFlow = () => import("./add-flow");

/** 'Op boodschappenlijst': the recipe's lines for `people`, or a question when it is there already. */
export function AddToListButton(props: {
  recipe: ListableRecipe;
  people: number;
  className: string;
  /** The words' class: the recipe page's row says them only to screen readers on a phone. */
  labelClassName?: string;
}) {
  return (
    <button
      type="button"
      className={props.className}
      onClick={() => void addFlow().then((flow) => flow.addToList(props.recipe, props.people))}
    >
      <BasketIcon />
      <span className={props.labelClassName}>{nl.shopping.add}</span>
    </button>
  );
}
