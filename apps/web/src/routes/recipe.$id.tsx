import type { Recipe } from "@repo/domain";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { useMemo } from "react";

import type { LinkComponent } from "@repo/ui";
import { recipePath, relatedRecipes } from "@repo/domain";
import { privateHead, recipeHead } from "@repo/seo";
import { nl } from "@repo/strings";
import { ACTION_CLASS, ArrowLeftIcon, buttonClass, PrinterIcon, RecipeView } from "@repo/ui";

import { routeError } from "~/components/error-state";
import { NotFoundState } from "~/components/not-found-state";
import { useAuth } from "~/features/auth/use-auth";
import { PrintFooter, printWithQrCode } from "~/features/recipe/print-footer";
import { toRouterHead } from "~/lib/head";
import { isNotFound, trpc } from "~/lib/trpc";

export const Route = createFileRoute("/recipe/$id")({
  // The overview's list holds no instructions: the full recipe comes on demand (a card's link
  // starts it on hover), or from the page itself on a first visit.
  loader: async ({ context, params }) => {
    // The related recipes come from the overview's list; not worth waiting for.
    void context.utils.recipes.summaries.prefetch();
    try {
      return await context.utils.recipes.byId.ensureData({ id: params.id });
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    toRouterHead(
      loaderData ? recipeHead(loaderData, window.location.origin) : privateHead(nl.recipe.notFound),
    ),
  component: RecipePage,
  errorComponent: routeError(nl.errors.shown.fetchRecipe, nl.errors.fetchRecipe),
  notFoundComponent: () => (
    <NotFoundState title={nl.recipe.notFound} text={nl.recipe.notFoundText}>
      <BackLink />
    </NotFoundState>
  ),
});

function BackLink() {
  return (
    <Link to="/" className={ACTION_CLASS}>
      <ArrowLeftIcon />
      {nl.recipe.back}
    </Link>
  );
}

function RecipePage() {
  const { id } = Route.useParams();
  const [recipe] = trpc.recipes.byId.useSuspenseQuery({ id });
  const list = trpc.recipes.summaries.useQuery();
  const related = useMemo(() => relatedRecipes(recipe, list.data ?? []), [recipe, list.data]);
  return (
    <RecipeView
      recipe={recipe}
      related={related}
      Link={RecipeLink}
      actions={<RecipeActions recipe={recipe} />}
      footer={<PrintFooter url={`${window.location.origin}${recipePath(recipe.id)}`} />}
    />
  );
}

const RecipeLink: LinkComponent = ({ recipeId, className, children }) => (
  <Link to="/recipe/$id" params={{ id: recipeId }} className={className}>
    {children}
  </Link>
);

function RecipeActions({ recipe }: { recipe: Recipe }) {
  const auth = useAuth();
  return (
    <>
      <BackLink />
      <div className="ml-auto flex gap-2">
        <button type="button" onClick={() => void printWithQrCode()} className={ACTION_CLASS}>
          <PrinterIcon />
          {nl.recipe.print}
        </button>
        {auth.data?.isAuthenticated && (
          <Link to="/cms/edit/$id" params={{ id: recipe.id }} className={buttonClass({ size: "sm" })}>
            {nl.recipe.edit}
          </Link>
        )}
      </div>
    </>
  );
}
