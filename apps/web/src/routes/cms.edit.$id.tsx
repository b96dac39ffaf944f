import { createFileRoute } from "@tanstack/react-router";

import { privateHead } from "@repo/seo";
import { nl } from "@repo/strings";

import { ErrorState } from "~/components/error-state";
import { Spinner } from "~/components/spinner";
import { toRouterHead } from "~/lib/head";
import { trpc } from "~/lib/trpc";
import { CmsBackLink, CmsPage } from "~/features/cms/cms-page";
import { RecipeForm } from "~/features/recipe-form/recipe-form";
import { draftFromRecipe } from "~/features/recipe-form/draft";

export const Route = createFileRoute("/cms/edit/$id")({
  loader: ({ context, params }) => {
    void context.utils.recipes.byId.prefetch({ id: params.id });
  },
  head: () => toRouterHead(privateHead(nl.form.editTitle)),
  component: EditRecipePage,
});

function EditRecipePage() {
  const { id } = Route.useParams();
  const query = trpc.recipes.byId.useQuery({ id });
  const back = <CmsBackLink to="/cms">{nl.form.back}</CmsBackLink>;

  if (query.isPending) {
    return (
      <CmsPage back={back} title={nl.form.editTitle}>
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-primary">
          <Spinner className="h-8 w-8" />
          <p className="text-text">{nl.form.loading}</p>
        </div>
      </CmsPage>
    );
  }
  if (query.isError) {
    if (query.error.data?.code === "NOT_FOUND") {
      return (
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="font-serif text-3xl font-semibold">{nl.recipe.notFound}</h1>
          <p className="mt-3 mb-6 text-muted">{nl.recipe.notFoundText}</p>
          {back}
        </section>
      );
    }
    return <ErrorState message={nl.errors.fetchRecipe} onRetry={() => void query.refetch()} />;
  }
  return (
    <CmsPage back={back} title={nl.form.editTitle}>
      {/* Keyed by id: moving to another recipe starts a fresh draft. */}
      <RecipeForm key={id} recipeId={id} initial={draftFromRecipe(query.data)} />
    </CmsPage>
  );
}
