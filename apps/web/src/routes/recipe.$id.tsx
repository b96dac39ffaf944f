import type { Recipe } from "@repo/domain";
import { createFileRoute, Link } from "@tanstack/react-router";

import { recipePath } from "@repo/domain";
import { privateHead, recipeHead } from "@repo/seo";
import { nl } from "@repo/strings";
import { ACTION_CLASS, ArrowLeftIcon, PrinterIcon, RecipeView } from "@repo/ui";

import { ErrorState } from "~/components/error-state";
import { useAuth } from "~/features/auth/use-auth";
import { Spinner } from "~/components/spinner";
import { toRouterHead } from "~/lib/head";
import { trpc } from "~/lib/trpc";
import { PrintFooter } from "~/features/recipe/print-footer";

export const Route = createFileRoute("/recipe/$id")({
  loader: async ({ context, params }) => {
    // Coming from the overview, the list already holds this recipe: show it at once.
    const fromList = context.utils.recipes.list.getData()?.find((r) => r.id === params.id);
    if (fromList && !context.utils.recipes.byId.getData({ id: params.id })) {
      context.utils.recipes.byId.setData({ id: params.id }, fromList);
    }
    return context.utils.recipes.byId.ensureData({ id: params.id }).catch(() => null);
  },
  head: ({ loaderData }) =>
    toRouterHead(
      loaderData ? recipeHead(loaderData, window.location.origin) : privateHead(nl.recipe.notFound),
    ),
  component: RecipePage,
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
  const query = trpc.recipes.byId.useQuery({ id });
  if (query.isPending) {
    return (
      <div className="flex justify-center py-20 text-primary" role="status" aria-label={nl.auth.checking}>
        <Spinner className="h-8 w-8" />
      </div>
    );
  }
  if (query.isError) {
    if (query.error.data?.code === "NOT_FOUND") {
      return (
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-serif text-3xl font-semibold">{nl.recipe.notFound}</h1>
          <p className="mt-3 mb-6 text-muted">{nl.recipe.notFoundText}</p>
          <BackLink />
        </section>
      );
    }
    return <ErrorState message={nl.errors.fetchRecipe} onRetry={() => void query.refetch()} />;
  }
  return (
    <RecipeView
      recipe={query.data}
      actions={<RecipeActions recipe={query.data} />}
      footer={<PrintFooter url={`${window.location.origin}${recipePath(query.data.id)}`} />}
    />
  );
}

function RecipeActions({ recipe }: { recipe: Recipe }) {
  const auth = useAuth();
  return (
    <>
      <BackLink />
      <div className="ml-auto flex gap-2">
        <button type="button" onClick={() => window.print()} className={ACTION_CLASS}>
          <PrinterIcon />
          {nl.recipe.print}
        </button>
        {auth.data?.isAuthenticated && (
          <Link
            to="/cms/edit/$id"
            params={{ id: recipe.id }}
            className="rounded-lg bg-primary px-3 py-2 text-sm font-medium text-primary-fg hover:bg-primary-hover"
          >
            {nl.recipe.edit}
          </Link>
        )}
      </div>
    </>
  );
}
