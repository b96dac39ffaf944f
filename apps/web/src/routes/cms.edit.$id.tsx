import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";

import { nl, nlAdmin } from "@repo/strings";

import { recipeNotFound } from "~/components/not-found";
import { HistoryPanel } from "~/features/cms-desk/history-panel";
import { SiteLink } from "~/features/cms-desk/site-link";
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
  // A restored version is the recipe's new text: the form starts again from it once it has arrived.
  const [restores, setRestores] = useState(0);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const waiting = restoredAt !== null && recipe.updatedAt === restoredAt;
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlAdmin.form.back}</CmsBackLink>} title={nl.pages.cmsEdit}>
      <SiteLink recipe={recipe} />
      {/* Keyed by id: moving to another recipe starts a fresh draft. */}
      {!waiting && (
        <RecipeForm
          key={`${id}:${restores}`}
          recipeId={id}
          status={recipe.status}
          initial={draftFromRecipe(recipe)}
        />
      )}
      <HistoryPanel
        recipeId={id}
        onRestored={() => {
          setRestoredAt(recipe.updatedAt);
          setRestores((n) => n + 1);
        }}
      />
    </CmsPage>
  );
}
