import type { RecipeSummary } from "@repo/domain";
import { Link } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { ClockIcon } from "~/components/icons";
import { RecipeIcons, RecipeImage } from "@repo/ui";

export function RecipeCard({
  recipe,
  canEdit,
  priority,
}: {
  recipe: RecipeSummary;
  canEdit: boolean;
  priority: boolean;
}) {
  return (
    <article
      data-testid="recipe-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:shadow-md focus-within:shadow-md"
    >
      <RecipeImage
        recipe={recipe}
        alt={recipe.name}
        sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{recipe.chapter}</p>
        <h3 className="font-serif text-lg leading-snug font-semibold">
          <Link
            to="/recipe/$id"
            params={{ id: recipe.id }}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {recipe.name}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
          <span>{recipe.proteinType}</span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon width={16} height={16} />
            {nl.overview.minutes(recipe.prepTime)}
          </span>
          {recipe.calories != null && <span>{nl.overview.calories(recipe.calories)}</span>}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <RecipeIcons icons={recipe.icons} />
          {canEdit && (
            <Link
              to="/cms/edit/$id"
              params={{ id: recipe.id }}
              aria-label={nl.overview.editRecipe(recipe.name)}
              className="relative z-10 rounded-lg border border-border px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
            >
              {nl.overview.edit}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

export function RecipeCardSkeleton() {
  return (
    <div
      data-testid="recipe-card-skeleton"
      aria-hidden="true"
      className="overflow-hidden rounded-2xl border border-border bg-surface"
    >
      <div className="aspect-[4/3] w-full animate-pulse bg-surface-2" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-surface-2" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-2" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
      </div>
    </div>
  );
}
