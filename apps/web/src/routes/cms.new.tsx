import { createFileRoute } from "@tanstack/react-router";

import { nl, nlAdmin } from "@repo/strings";

import { CmsBackLink, CmsPage } from "~/features/cms/cms-page";
import { emptyDraft } from "~/features/recipe-form/draft";
import { RecipeForm } from "~/features/recipe-form/recipe-form";

export const Route = createFileRoute("/cms/new")({
  staticData: { page: { title: nl.pages.cmsNew, private: true } },
  component: NewRecipePage,
});

function NewRecipePage() {
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlAdmin.form.back}</CmsBackLink>} title={nl.pages.cmsNew}>
      <RecipeForm initial={emptyDraft()} />
    </CmsPage>
  );
}
