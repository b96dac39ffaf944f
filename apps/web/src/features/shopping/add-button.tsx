// The button every recipe page shows, small on purpose: what it does, and the question asked
// when the recipe is on the list already, load with the first tap.
import { nl } from "@repo/strings";

/** A recipe as a page has it: its lines are for `servings` people. */
export interface ListableRecipe {
  id: string;
  name: string;
  servings?: number | null;
  ingredients: readonly string[];
}

/** 'Op boodschappenlijst': the recipe's lines for `people`, or a question when it is there already. */
export function AddToListButton(props: { recipe: ListableRecipe; people: number; className: string }) {
  return (
    <button
      type="button"
      className={props.className}
      onClick={() => void import("./add-flow").then((flow) => flow.addToList(props.recipe, props.people))}
    >
      {nl.shopping.add}
    </button>
  );
}
