import { Link } from "@tanstack/react-router";

import type { RecipeArtLabel } from "@repo/domain";
import { nl } from "@repo/strings";
import { Heading } from "@repo/ui";

import { RecipeImage } from "./recipe-image";

/** What a related card shows: its picture (a photo or the composed one), name and time. */
export interface RelatedItem {
  id: string;
  name: string;
  imageUrl: string | null;
  prepTime: number;
  art: RecipeArtLabel;
}

/**
 * 'Meer uit {hoofdstuk}': a row that scrolls sideways on a phone (inside itself, never the
 * page) and a grid on wider screens. The row bleeds to the screen's edges, so its snap points
 * keep the page's margin (scroll padding) or the first card would snap flush to the edge; the
 * cards are narrow enough for a third to show at the edge of a 360 px screen, a hint to swipe.
 */
export function RelatedStrip({ chapter, recipes }: { chapter: string; recipes: readonly RelatedItem[] }) {
  if (recipes.length === 0) return null;
  return (
    <section data-print="hide" aria-labelledby="meer-titel" className="mt-12">
      <Heading level={2} id="meer-titel">
        {nl.recipe.related(chapter)}
      </Heading>
      <ul className="relative -mx-4 mt-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6">
        {recipes.map((recipe) => (
          <li key={recipe.id} className="w-36 shrink-0 snap-start sm:w-auto">
            <Link
              to="/recipe/$id"
              params={{ id: recipe.id }}
              className="group block overflow-hidden rounded-xl border border-border bg-surface hover:shadow-md"
            >
              <RecipeImage recipe={recipe} alt="" sizes="144px" />
              <span className="block p-2.5">
                <span className="line-clamp-2 text-sm leading-snug font-semibold break-words hyphens-auto group-hover:underline">
                  {recipe.name}
                </span>
                <span className="mt-1 block text-xs text-muted">{nl.overview.minutes(recipe.prepTime)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
