import type { RecipeForList } from "@repo/domain";
import { AlertDialog } from "radix-ui";

import { recipeServings } from "@repo/domain";
import { nlShopping } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { ListableRecipe } from "./add-button";
import { toast } from "~/components/toaster";
import { savedIds } from "~/features/saved/saved-store";
import { createRoot } from "~/lib/react-dom";
import type { Reads } from "~/lib/reads";
import { startCount } from "./header-link";
import { addRecipeToList, entryFor } from "./store";

const forList = (recipe: ListableRecipe, portions: number): RecipeForList => ({
  id: recipe.id,
  name: recipe.name,
  servings: recipeServings(recipe),
  portions,
  lines: recipe.ingredients,
});

function add(recipe: RecipeForList, mode: "add" | "replace") {
  addRecipeToList(recipe, mode);
  startCount();
  toast({
    title: nlShopping.added,
    description: nlShopping.addedText(recipe.name, nlShopping.portions(recipe.portions)),
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
  for (const recipe of recipes) addRecipeToList(forList(recipe, recipeServings(recipe)));
  startCount();
  toast({ title: nlShopping.allAdded, description: nlShopping.allAddedText(recipes.length) });
}

const ANSWER = "min-h-11 w-full sm:w-auto";

function AddQuestion(props: { recipe: RecipeForList; onList: number; close: () => void }) {
  const { recipe, close } = props;
  const portions = nlShopping.portions(recipe.portions);
  const answer = (mode: "add" | "replace") => () => {
    add(recipe, mode);
    close();
  };
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && close()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="font-serif text-2xl font-semibold">
            {nlShopping.askTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {nlShopping.askText(recipe.name, nlShopping.portions(props.onList), portions)}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <AlertDialog.Action className={buttonClass({ className: ANSWER })} onClick={answer("add")}>
              {nlShopping.askAdd(portions)}
            </AlertDialog.Action>
            <AlertDialog.Action
              className={buttonClass({ variant: "secondary", className: ANSWER })}
              onClick={answer("replace")}
            >
              {nlShopping.askReplace}
            </AlertDialog.Action>
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary", className: ANSWER })}>
              {nlShopping.askCancel}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
