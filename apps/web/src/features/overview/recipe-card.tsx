import { memo } from "react";
import { Link } from "@tanstack/react-router";

import type { RecipeSummary } from "@repo/domain";
import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { OfflineMarks } from "../offline/use-offline-marks";
import type { CardLink } from "./card-view";
import { SaveButton } from "../saved/save-button";
import { RecipeCardView } from "./card-view";

/** The router's link to a recipe, for cards and suggestions alike. */
export const routerLink: CardLink = ({ id, className, children }) => (
  <Link to="/recipe/$id" params={{ id }} className={className}>
    {children}
  </Link>
);

/**
 * A card renders again only when its own recipe or the admin's edit right changes: the overview
 * renders again on every answer it waits for (the session check right after start-up among them),
 * and a page of cards with their links is the most work it has.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  canEdit,
  priority,
  offline,
}: {
  recipe: RecipeSummary;
  canEdit: boolean;
  priority: boolean;
  offline?: OfflineMarks | null;
}) {
  return (
    <RecipeCardView
      recipe={recipe}
      priority={priority}
      note={offline && <offline.Mark kept={offline.kept.has(recipe.id)} />}
      link={routerLink}
      save={<SaveButton recipe={recipe} className="relative z-10" />}
      edit={
        canEdit && (
          <Link
            to="/cms/edit/$id"
            params={{ id: recipe.id }}
            aria-label={nl.overview.editRecipe(recipe.name)}
            className={buttonClass({ variant: "secondary", size: "sm", className: "relative z-10" })}
          >
            {nl.overview.edit}
          </Link>
        )
      }
    />
  );
});

export function RecipeCardSkeleton() {
  return (
    <div
      data-testid="recipe-card-skeleton"
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div className="aspect-[4/3] w-full animate-pulse bg-surface-2" />
      <div className="space-y-3 p-3 sm:p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-2" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
      </div>
    </div>
  );
}
