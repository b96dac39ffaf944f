import type { Recipe } from "@repo/domain";

import { keepForOffline } from "../offline/keep";
import { SaveToggle } from "./save-toggle";
import { toggleSaved, useIsSaved } from "./saved-store";

/** The heart on a card or the recipe page; a saved recipe is also fetched for reading offline. */
export function SaveButton({
  recipe,
  withText,
  className,
}: {
  recipe: Pick<Recipe, "id" | "name">;
  withText?: boolean;
  className?: string;
}) {
  const saved = useIsSaved(recipe.id);
  return (
    <SaveToggle
      name={recipe.name}
      saved={saved}
      withText={withText}
      className={className}
      onToggle={() => {
        if (toggleSaved(recipe.id)) keepForOffline([recipe.id]);
      }}
    />
  );
}
