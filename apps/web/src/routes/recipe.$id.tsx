import type { Recipe } from "@repo/schema";
import { createFileRoute, Link } from "@tanstack/react-router";

import { privateHead, recipeHead, recipePath, instructionSteps } from "@repo/seo";
import { nl } from "@repo/strings";

import { ErrorState } from "~/components/error-state";
import { ArrowLeftIcon, PrinterIcon } from "~/components/icons";
import { useAuth } from "~/components/header";
import { RecipeIcons } from "~/components/recipe-icons";
import { RecipeImage } from "~/components/recipe-image";
import { Spinner } from "~/components/spinner";
import { toRouterHead } from "~/lib/head";
import { trpc } from "~/lib/trpc";
import { PrintFooter } from "./-components/print-footer";

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
    toRouterHead(loaderData ? recipeHead(loaderData, window.location.origin) : privateHead(nl.recipe.notFound)),
  component: RecipePage,
});

function BackLink() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-2">
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
  return <RecipeView recipe={query.data} />;
}

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function RecipeView({ recipe }: { recipe: Recipe }) {
  const auth = useAuth();
  const hasAirfryer = recipe.airfryerTemp != null || recipe.airfryerTime != null;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6 print:max-w-none print:p-0">
      <div data-print="hide" className="mb-6 flex flex-wrap items-center gap-2">
        <BackLink />
        <div className="ml-auto flex gap-2">
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-2"
          >
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
      </div>

      <div className="grid gap-8 md:grid-cols-5 print:block">
        <div className="md:col-span-2 print:hidden">
          <RecipeImage
            imageUrl={recipe.imageUrl}
            chapter={recipe.chapter}
            alt={recipe.name}
            sizes="(min-width: 768px) 400px, 100vw"
            priority
            className="rounded-2xl"
          />
        </div>
        <header className="md:col-span-3">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{recipe.chapter}</p>
          <h1 className="mt-1 font-serif text-3xl font-semibold md:text-4xl">{recipe.name}</h1>
          <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-4 print:flex print:gap-6">
            <Meta label={nl.recipe.prepTimeLabel} value={nl.recipe.prepTime(recipe.prepTime)} />
            {recipe.calories != null && <Meta label={nl.recipe.caloriesLabel} value={nl.recipe.calories(recipe.calories)} />}
            <Meta label={nl.recipe.proteinLabel} value={recipe.proteinType} />
            <Meta label={nl.recipe.methodLabel} value={recipe.preparationMethod} />
          </dl>
          <div className="mt-4 print:hidden">
            <RecipeIcons icons={recipe.icons} withLabels />
          </div>
          {hasAirfryer && (
            <section
              data-testid="airfryer-card"
              aria-labelledby="airfryer-titel"
              className="mt-5 rounded-2xl border border-accent/40 bg-accent-soft p-4 print:break-inside-avoid"
            >
              <h2 id="airfryer-titel" className="font-semibold">{nl.recipe.airfryerTitle}</h2>
              <p className="text-sm text-muted">{nl.recipe.airfryerDevice}</p>
              <dl className="mt-2 flex gap-6">
                {recipe.airfryerTemp != null && (
                  <div>
                    <dt className="text-xs text-muted">{nl.recipe.airfryerTempLabel}</dt>
                    <dd className="text-xl font-semibold">{nl.recipe.airfryerTemp(recipe.airfryerTemp)}</dd>
                  </div>
                )}
                {recipe.airfryerTime != null && (
                  <div>
                    <dt className="text-xs text-muted">{nl.recipe.airfryerTimeLabel}</dt>
                    <dd className="text-xl font-semibold">{nl.recipe.airfryerTime(recipe.airfryerTime)}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}
        </header>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-5 print:mt-6 print:grid-cols-5 print:gap-8">
        <section className="md:col-span-2 print:col-span-2">
          <h2 className="font-serif text-2xl font-semibold">{nl.recipe.ingredients}</h2>
          <ul className="mt-4 space-y-2">
            {recipe.ingredients.map((ingredient, i) => (
              <li key={i} className="flex gap-3 border-b border-border pb-2">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" />
                <span>{ingredient}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="md:col-span-3 print:col-span-3">
          <h2 className="font-serif text-2xl font-semibold">{nl.recipe.instructions}</h2>
          <div className="mt-4 space-y-4 leading-relaxed">
            {instructionSteps(recipe.instructions).map((step, i) => (
              <p key={i}>{step}</p>
            ))}
          </div>
        </section>
      </div>
      <PrintFooter url={`${window.location.origin}${recipePath(recipe.id)}`} />
    </article>
  );
}
