import type { Recipe } from "@repo/domain";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";

import { recipePath } from "@repo/domain";
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
  errorComponent: routeError(nl.errors.fetchRecipe),
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
  return (
    <RecipeView
      recipe={recipe}
      actions={<RecipeActions recipe={recipe} />}
      footer={<PrintFooter url={`${window.location.origin}${recipePath(recipe.id)}`} />}
    />
  );
}

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
