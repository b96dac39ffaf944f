import { lazy, Suspense, useEffect } from "react";
import { createFileRoute, Link } from "@tanstack/react-router";

import type { Recipe } from "@repo/domain";
import { recipePath } from "@repo/domain";
import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { PortionsSearch } from "~/features/cook/portions-search";
import { useAuth } from "~/features/auth/use-auth";
import { usePortions } from "~/features/cook/portions";
import { MAX_PEOPLE, parsePortionsSearch } from "~/features/cook/portions-search";
import { KitchenSlot } from "~/features/keuken/kitchen-slot";
import { keepForOffline } from "~/features/offline/keep";
import { returnToPlace, useLastPlace } from "~/features/overview/place";
import { COOK_LINK_CLASS, PortionsControl, PotIcon } from "~/features/recipe/kitchen";
import { loadRecipe, useLoadedRecipe } from "~/features/recipe/load-recipe";
import { PrintFooter, printWithQrCode } from "~/features/recipe/print-footer";
import { PrinterIcon } from "~/features/recipe/printer-icon";
import {
  ACTION_CLASS,
  ACTION_GROUP_CLASS,
  ACTION_LABEL_CLASS,
  ArrowLeftIcon,
  RecipeView,
} from "~/features/recipe/recipe-view";
import { SaveButton } from "~/features/saved/save-button";
import { AddToListButton } from "~/features/shopping/add-button";
import { useChosenSearch } from "~/lib/chosen-search";
import { useHydrated } from "~/lib/hydrated";
import { useRead, useReads } from "~/lib/reads";

// Only the administrator ever opens a concept: its notice and texts load with it.
const ConceptNotice = lazy(() =>
  import("~/features/cms-desk/concept-notice").then((m) => ({ default: m.ConceptNotice })),
);

export const Route = createFileRoute("/recipe/$id")({
  validateSearch: parsePortionsSearch,
  // The overview's list holds no instructions: the full recipe comes on demand (a card's link
  // starts it on hover), or from the page itself on a first visit.
  loader: async ({ context: { reads }, params }) => {
    const [recipe] = await Promise.all([
      loadRecipe(reads, params.id),
      // Without them the page shows no strip of related recipes.
      reads.fetch("recipes.related", { id: params.id }).catch(() => undefined),
    ]);
    return recipe;
  },
  // The number of people is applied by the device once the app runs (useHydrated below).
  staticData: {
    page: { title: nl.site.name, offline: true },
    head: async ({ found, params, reads, origin, seo }) =>
      found
        ? seo.recipeHead(await reads.fetch("recipes.page", { id: params.id ?? "" }), origin)
        : seo.privateHead(nl.recipe.notFound),
    failure: "fetchRecipe",
    deviceSearch: ["porties"],
  },
  component: RecipePage,
});

function RecipePage() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  // A change of portions shows at once and reaches the URL after the next paint.
  const [search, choose] = useChosenSearch(Route.useSearch(), samePortions, navigate);
  // The server paints every '?porties=' the same (unscaled); the URL's number applies once the app runs.
  const porties = useHydrated() ? search.porties : undefined;
  const recipe = useLoadedRecipe(id, Route.useLoaderData());
  const { origin } = Route.useRouteContext();
  const related = useRead(useReads().of("recipes.related", { id }), { enabled: false }).data ?? [];
  const portions = usePortions(recipe, porties);
  // Opened inside the app, the page itself never came over the network: keep it for offline.
  // A concept (only the administrator opens one) is never kept for offline reading.
  const concept = recipe.status === "draft";
  useEffect(() => (concept ? undefined : keepForOffline([recipe.id])), [recipe.id, concept]);
  return (
    <>
      {concept && (
        <Suspense fallback={null}>
          <ConceptNotice />
        </Suspense>
      )}
      <RecipeView
        recipe={recipe}
        related={related}
        ingredients={portions.ingredients}
        servings={portions.people}
        ingredientsControl={
          <PortionsControl
            people={portions.people}
            max={MAX_PEOPLE}
            onChange={(n) => choose(() => portions.searchFor(n))}
            onPrepare={portions.prepare}
          />
        }
        kitchen={<KitchenSlot recipe={recipe} />}
        actions={<RecipeActions recipe={recipe} porties={porties} people={portions.people} />}
        // The code on paper opens the recipe for the people it was printed for.
        footer={
          <PrintFooter
            url={`${origin}${recipePath(recipe.id)}${porties === undefined ? "" : `?porties=${porties}`}`}
          />
        }
      />
    </>
  );
}

const samePortions = (a: PortionsSearch, b: PortionsSearch) => a.porties === b.porties;

/**
 * Back to the overview as the visitor left it (search, filters, cards shown, scroll), as the
 * browser's back button does; the server paints a plain link to the overview.
 */
function BackLink() {
  const place = useLastPlace();
  return (
    <Link
      to="/"
      search={place?.search ?? {}}
      resetScroll={place === null}
      className={ACTION_CLASS}
      onClick={(event) => {
        const plain =
          event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
        if (plain && returnToPlace(place)) event.preventDefault();
      }}
    >
      <ArrowLeftIcon />
      <span className={ACTION_LABEL_CLASS}>{nl.recipe.back}</span>
    </Link>
  );
}

function RecipeActions({
  recipe,
  porties,
  people,
}: {
  recipe: Recipe;
  porties: number | undefined;
  people: number;
}) {
  const auth = useAuth();
  return (
    <>
      <BackLink />
      <div className={ACTION_GROUP_CLASS}>
        <Link
          to="/recipe/$id/koken"
          params={{ id: recipe.id }}
          search={{ porties }}
          className={COOK_LINK_CLASS}
        >
          <PotIcon />
          {nl.cook.open}
        </Link>
        <AddToListButton
          recipe={recipe}
          people={people}
          className={ACTION_CLASS}
          labelClassName={ACTION_LABEL_CLASS}
        />
        <SaveButton recipe={recipe} />
        <button type="button" onClick={() => void printWithQrCode()} className={ACTION_CLASS}>
          <PrinterIcon />
          <span className={ACTION_LABEL_CLASS}>{nl.recipe.print}</span>
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
