import { createFileRoute } from "@tanstack/react-router";

import { nl } from "@repo/strings";

import { CookMode } from "~/features/cook/cook-mode";
import { parsePortionsSearch } from "~/features/cook/portions-search";
import { loadRecipe, useLoadedRecipe } from "~/features/recipe/load-recipe";
import { useHydrated } from "~/lib/hydrated";

export const Route = createFileRoute("/recipe/$id_/koken")({
  validateSearch: parsePortionsSearch,
  loader: ({ context, params }) => loadRecipe(context.reads, params.id),
  // Cook mode repeats the recipe page's content: never indexed; its title names the recipe.
  staticData: {
    page: { title: nl.cook.open, private: true, offline: true },
    head: async ({ found, params, reads, seo }) =>
      seo.privateHead(
        found
          ? nl.cook.title((await reads.fetch("recipes.page", { id: params.id ?? "" })).name)
          : nl.recipe.notFound,
      ),
    // The server paints the first step for the recipe's own number of people: the URL's number
    // and this device's place in the recipe apply once the app runs.
    deviceSearch: ["porties"],
    failure: "fetchRecipe",
  },
  component: CookPage,
});

function CookPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const porties = useHydrated() ? search.porties : undefined;
  const navigate = Route.useNavigate();
  const recipe = useLoadedRecipe(id, Route.useLoaderData());
  return (
    <CookMode
      recipe={recipe}
      porties={porties}
      onPeople={(n) => void navigate({ search: { porties: n }, replace: true, resetScroll: false })}
      onClose={() => navigate({ to: "/recipe/$id", params: { id }, search: { porties } })}
    />
  );
}
