import { createFileRoute } from "@tanstack/react-router";

import { privateHead } from "@repo/seo";
import { nl } from "@repo/strings";

import { toRouterHead } from "~/lib/head";
import { CmsBackLink, CmsPage } from "./-components/cms-ui";
import { RecipeForm } from "./-components/recipe-form";
import { emptyDraft } from "./-components/recipe-form-draft";

export const Route = createFileRoute("/cms/new")({
  head: () => toRouterHead(privateHead(nl.form.newTitle)),
  component: NewRecipePage,
});

function NewRecipePage() {
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nl.form.back}</CmsBackLink>} title={nl.form.newTitle}>
      <RecipeForm initial={emptyDraft()} />
    </CmsPage>
  );
}
