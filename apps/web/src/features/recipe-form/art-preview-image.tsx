import { useDeferredValue, useMemo } from "react";

import type { ArtRecipe } from "@repo/domain";
import { renderRecipeArt } from "@repo/art";
import { ART_HEIGHT, ART_WIDTH, composeArt, recipeImageAlt } from "@repo/domain";
import { nlAdmin, nlArt } from "@repo/strings";

import { useDarkMode } from "~/components/theme";

/**
 * The picture a recipe without a photo gets, drawn here from the draft itself, so it follows
 * every edit and shows for a recipe that has not been saved yet.
 */
export function ArtPreviewImage({ art }: { art: ArtRecipe }) {
  // Drawing waits for a pause in typing rather than holding up each keystroke.
  const deferred = useDeferredValue(art);
  const dark = useDarkMode();
  const src = useMemo(() => {
    const svg = renderRecipeArt(composeArt(deferred), { theme: dark ? "dark" : "light" });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [deferred, dark]);
  return (
    <figure className="w-full max-w-xs">
      <div className="overflow-hidden rounded-xl border border-border bg-surface-2">
        <img
          src={src}
          alt={recipeImageAlt({ ...deferred, imageUrl: null }, nlArt)}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </div>
      <figcaption className="mt-1.5 text-sm text-muted">{nlAdmin.form.artPreviewNote}</figcaption>
    </figure>
  );
}
