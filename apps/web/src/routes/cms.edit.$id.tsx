import { createFileRoute, notFound } from "@tanstack/react-router";

import { nl, nlAdmin } from "@repo/strings";

import { routeError } from "~/components/error-state";
import { NotFoundState } from "~/components/not-found-state";
import { CmsBackLink, CmsPage } from "~/features/cms/cms-page";
import { draftFromRecipe } from "~/features/recipe-form/draft";
import { RecipeForm } from "~/features/recipe-form/recipe-form";
import { trpc } from "~/lib/trpc";

export const Route = createFileRoute("/cms/edit/$id")({
  loader: async ({ params }) => {
    const { isNotFound, utils } = await import("~/lib/trpc");
    try {
      await utils.recipes.byId.ensureData({ id: params.id });
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  staticData: { head: "cmsEdit" },
  component: EditRecipePage,
  errorComponent: routeError(nl.errors.shown.fetchRecipe, nl.errors.fetchRecipe),
  notFoundComponent: () => (
    <NotFoundState title={nl.recipe.notFound} text={nl.recipe.notFoundText}>
      <BackLink />
    </NotFoundState>
  ),
});

function BackLink() {
  return <CmsBackLink to="/cms">{nlAdmin.form.back}</CmsBackLink>;
}

function EditRecipePage() {
  const { id } = Route.useParams();
  const [recipe] = trpc.recipes.byId.useSuspenseQuery({ id });
  return (
    <CmsPage back={<BackLink />} title={nl.pages.cmsEdit}>
      {/* Keyed by id: moving to another recipe starts a fresh draft. */}
      <RecipeForm key={id} recipeId={id} initial={draftFromRecipe(recipe)} />
    </CmsPage>
  );
}
