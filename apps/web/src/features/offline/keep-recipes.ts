import type { ImageSources } from "@repo/domain";
import { dataOf, procedureUrl } from "@repo/api/wire";
import { ART_WIDTH, artSources, imageSources, recipePath } from "@repo/domain";

import { RECIPE_IMAGE_SIZES } from "~/features/recipe/recipe-image";
import { keptOffline } from "./caches";

/** Asked for as the page asks for it, so the worker keeps the variant this screen shows. */
function keepPicture({ src, srcSet, sizes }: ImageSources): Promise<void> {
  const image = new Image();
  const loaded = new Promise<void>((resolve) => {
    image.onload = image.onerror = () => resolve();
  });
  if (sizes) image.sizes = sizes;
  if (srcSet) image.srcset = srcSet;
  image.src = src;
  return loaded;
}

/**
 * One recipe through the worker, which keeps what comes back: its page and cook mode (a reload or
 * a link from elsewhere), its read (a card or 'Bewaard' opens it inside the app) and its picture
 * (both themes' of a composed one: the theme may change offline).
 */
async function keepRecipe(id: string) {
  const page = recipePath(id);
  const html = { headers: { accept: "text/html" } };
  const [body] = await Promise.all([
    fetch(procedureUrl("recipes.page", { id }), { credentials: "include" }).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : null,
    ),
    fetch(page, html),
    fetch(`${page}/koken`, html),
  ]);
  const recipe = dataOf(body) as { imageUrl?: string | null; art?: { version: string } } | undefined;
  const art = recipe?.art;
  if (recipe?.imageUrl) {
    await keepPicture(imageSources(recipe.imageUrl, { sizes: RECIPE_IMAGE_SIZES, width: ART_WIDTH }));
  } else if (art) {
    await Promise.all(
      (["light", "dark"] as const).map((theme) =>
        keepPicture(artSources(id, art.version, { theme, sizes: RECIPE_IMAGE_SIZES })),
      ),
    );
  }
}

/**
 * One recipe after another: a long list never floods a slow connection. A single recipe (opened,
 * saved, put on the list) is fetched anew; of a week or the saved ones only those not kept yet.
 */
export async function keepRecipes(ids: readonly string[]) {
  const kept = ids.length > 1 ? await keptOffline() : new Set<string>();
  for (const id of new Set(ids)) if (!kept.has(id)) await keepRecipe(id).catch(() => undefined);
}
