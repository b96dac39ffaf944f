import type { RecipeForList } from "@repo/domain";
import { recipeServings } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { buttonClass } from "@repo/ui";
import { AlertDialogAction, AlertDialogCancel, Dialog, DialogActions } from "@repo/ui/dialog";

import type { ListableRecipe } from "./add-button";
import type { Reads } from "~/lib/reads";
import { toast } from "~/components/toaster";
import { savedIds } from "~/features/saved/saved-store";
import { createRoot } from "~/lib/react-dom";
import { startCount } from "./header-link";
import { addRecipeToList, entryFor } from "./store";

const forList = (recipe: ListableRecipe, portions: number): RecipeForList => ({
  id: recipe.id,
  name: recipe.name,
  servings: recipeServings(recipe),
  portions,
  lines: recipe.ingredients,
});

/** Stores first, then confirms: the toast never promises a list that leaving the page would lose. */
function add(recipe: RecipeForList, mode: "add" | "replace") {
  const stored = addRecipeToList(recipe, mode);
  startCount();
  toast({
    title: nlShopping.added,
    description: nlShopping.addedText(recipe.name, nlShopping.portions(recipe.portions)),
    ...(stored ? {} : { hint: nlShopping.notStored }),
  });
}

/**
 * Puts the recipe on the list, or asks first when it is there already. The question has a root
 * of its own, so the button on every recipe page stays a button and nothing more.
 */
export function addToList(recipe: ListableRecipe, people: number) {
  const item = forList(recipe, people);
  const present = entryFor(recipe.id);
  if (!present) {
    add(item, "add");
    return;
  }
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<AddQuestion recipe={item} onList={present.portions} close={close} />);
}

/** Every saved recipe that is not on the list yet, each for the people it was written for. */
export async function addSaved(reads: Reads) {
  const ids = new Set(savedIds());
  const recipes = (await reads.fetch("recipes.summaries")).filter((r) => ids.has(r.id) && !entryFor(r.id));
  let stored = true;
  for (const recipe of recipes) stored = addRecipeToList(forList(recipe, recipeServings(recipe))) && stored;
  startCount();
  toast({
    title: nlShopping.allAdded,
    description: nlShopping.allAddedText(recipes.length),
    ...(stored ? {} : { hint: nlShopping.notStored }),
  });
}

function AddQuestion(props: { recipe: RecipeForList; onList: number; close: () => void }) {
  const { recipe, close } = props;
  const portions = nlShopping.portions(recipe.portions);
  const answer = (mode: "add" | "replace") => () => {
    add(recipe, mode);
    close();
  };
  return (
    <Dialog
      alert
      open
      onOpenChange={(open) => !open && close()}
      title={nlShopping.askTitle}
      description={nlShopping.askText(recipe.name, nlShopping.portions(props.onList), portions)}
    >
      <DialogActions>
        <AlertDialogCancel className={buttonClass({ variant: "secondary" })}>
          {nlShopping.askCancel}
        </AlertDialogCancel>
        <AlertDialogAction className={buttonClass({ variant: "secondary" })} onClick={answer("replace")}>
          {nlShopping.askReplace}
        </AlertDialogAction>
        <AlertDialogAction className={buttonClass()} onClick={answer("add")}>
          {nlShopping.askAdd(portions)}
        </AlertDialogAction>
      </DialogActions>
    </Dialog>
  );
}
