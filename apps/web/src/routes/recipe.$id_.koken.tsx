import { createFileRoute } from "@tanstack/react-router";

import { CookMode } from "~/features/cook/cook-mode";
import { parsePortionsSearch } from "~/features/cook/portions-search";
import { loadRecipe, useLoadedRecipe } from "~/features/recipe/load-recipe";

export const Route = createFileRoute("/recipe/$id_/koken")({
  validateSearch: parsePortionsSearch,
  loader: ({ context, params }) => loadRecipe(context.reads, params.id),
  staticData: { head: "cook", drawn: "device", failure: "fetchRecipe" },
  component: CookPage,
});

function CookPage() {
  const { id } = Route.useParams();
  const { porties } = Route.useSearch();
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
