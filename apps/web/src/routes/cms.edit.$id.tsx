import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";

import { nl, nlAdmin } from "@repo/strings";

import { recipeNotFound } from "~/components/not-found";
import { CmsBackLink, CmsPage } from "~/features/cms/cms-page";
import { draftFromRecipe } from "~/features/recipe-form/draft";
import { RecipeForm } from "~/features/recipe-form/recipe-form";
import { isNotFound, useTRPC } from "~/lib/trpc";

export const Route = createFileRoute("/cms/edit/$id")({
  loader: async ({ params, context: { trpc, queryClient } }) => {
    try {
      await queryClient.fetchQuery(trpc.recipes.byId.queryOptions({ id: params.id }));
    } catch (error) {
      if (isNotFound(error)) throw recipeNotFound("/cms");
      throw error;
    }
  },
  staticData: { page: { title: nl.pages.cmsEdit, private: true }, failure: "fetchRecipe" },
  component: EditRecipePage,
});

function EditRecipePage() {
  const { id } = Route.useParams();
  const trpc = useTRPC();
  const { data: recipe } = useSuspenseQuery(trpc.recipes.byId.queryOptions({ id }));
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlAdmin.form.back}</CmsBackLink>} title={nl.pages.cmsEdit}>
      {/* Keyed by id: moving to another recipe starts a fresh draft. */}
      <RecipeForm key={id} recipeId={id} initial={draftFromRecipe(recipe)} />
    </CmsPage>
  );
}
