import { useMemo } from "react";
import { Link } from "@tanstack/react-router";

import type { Recipe } from "@repo/domain";
import { recipeArtLabel } from "@repo/domain";
import { nlAdmin, nlArt } from "@repo/strings";
import { Heading } from "@repo/ui";

import { TrashIcon } from "~/components/icons";
import { ConceptMark } from "~/features/cms-desk/site-link";
import { ClockIcon } from "~/features/overview/card-view";
import { RecipeImage } from "~/features/recipe/recipe-image";

/** The CMS card lists the first 3 ingredients. */
const INGREDIENTS_SHOWN = 3;

function ingredientSummary(ingredients: readonly string[]): string {
  const shown = ingredients.slice(0, INGREDIENTS_SHOWN).join(", ");
  return ingredients.length > INGREDIENTS_SHOWN ? `${shown}...` : shown;
}

/** A recipe without an uploaded or linked photo shows its composed picture instead. */
export function hasPhoto(recipe: Pick<Recipe, "imageUrl">): boolean {
  return Boolean(recipe.imageUrl?.trim());
}

function Badge({ children, tone }: { children: string; tone: "accent" | "primary" }) {
  const colours = tone === "accent" ? "bg-accent-soft text-accent" : "bg-primary/10 text-primary";
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}

export function CmsRecipeCard({ recipe, onDelete }: { recipe: Recipe; onDelete: () => void }) {
  // The CMS works from the full list, which carries no labels: it composes them itself, as its
  // live preview does.
  const art = useMemo(() => recipeArtLabel(recipe, nlArt), [recipe]);
  return (
    <article
      data-testid="cms-recipe-card"
      className="flex h-full gap-4 rounded-2xl border border-border bg-surface p-3 shadow-sm sm:p-4"
    >
      <div className="relative w-24 shrink-0 self-start overflow-hidden rounded-xl sm:w-32">
        <RecipeImage recipe={{ ...recipe, art }} alt={recipe.name} sizes="128px" />
        {!hasPhoto(recipe) && (
          <span
            data-testid="no-photo"
            className="absolute bottom-1.5 left-1.5 rounded-full bg-surface/95 px-2 py-0.5 text-xs font-semibold text-text shadow-sm ring-1 ring-border"
          >
            {nlAdmin.cms.noPhoto}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <Heading level={2} size="card" className="leading-snug wrap-anywhere">
          {recipe.name}
        </Heading>
        <div className="flex flex-wrap gap-1.5">
          {recipe.status === "draft" && <ConceptMark />}
          <Badge tone="accent">{recipe.chapter}</Badge>
          <Badge tone="primary">{recipe.proteinType}</Badge>
        </div>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span className="inline-flex items-center gap-1">
            <ClockIcon width={16} height={16} />
            {nlAdmin.cms.minutes(recipe.prepTime)}
          </span>
          {recipe.calories != null && <span>{nlAdmin.cms.calories(recipe.calories)}</span>}
        </p>
        <p className="line-clamp-2 text-sm text-muted">{ingredientSummary(recipe.ingredients)}</p>
        <div className="mt-auto flex gap-2 pt-1">
          <Link
            to="/cms/edit/$id"
            params={{ id: recipe.id }}
            aria-label={nlAdmin.cms.editLabel(recipe.name)}
            className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-2"
          >
            {nlAdmin.cms.edit}
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={nlAdmin.cms.deleteLabel(recipe.name)}
            title={nlAdmin.cms.delete}
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-border text-danger hover:border-danger hover:bg-danger hover:text-danger-fg"
          >
            <TrashIcon width={16} height={16} />
          </button>
        </div>
      </div>
    </article>
  );
}
