import type { RecipeArtLabel } from "@repo/domain";
import { ART_HEIGHT, ART_WIDTH, artSources, imageSources } from "@repo/domain";

interface Props {
  /** The picture's label comes with the recipe from the server: nothing is composed here. */
  recipe: { id: string; imageUrl: string | null; art: RecipeArtLabel };
  /** The photo's alt text; a composed picture describes itself. */
  alt: string;
  /** The rendered width, for the browser's choice of variant. */
  sizes: string;
  className?: string;
  /**
   * "largest": the page's largest paint, fetched first. "visible": on screen at load but below
   * the largest paint, fetched at once yet after it, so it never takes the hero's bandwidth on a
   * slow phone. Otherwise fetched as it nears the screen.
   */
  priority?: "largest" | "visible";
}

/**
 * A recipe's photo (uploaded ones in WebP variants via srcset), or, without one, the picture
 * composed from its own ingredients: a light and a dark one, of which the site's theme class
 * shows one. Width and height are fixed at 4:3 so nothing shifts when the image arrives.
 */
/** The recipe picture's width on the page: what is kept for offline is the variant it shows. */
export const RECIPE_IMAGE_SIZES = "(min-width: 768px) 400px, 100vw";

export function RecipeImage({ recipe, alt, sizes, className = "", priority }: Props) {
  const common = {
    width: ART_WIDTH,
    height: ART_HEIGHT,
    loading: priority ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
    fetchPriority:
      priority === "largest" ? ("high" as const) : priority ? ("low" as const) : ("auto" as const),
  };
  const classes = `aspect-[4/3] w-full object-cover ${className}`;
  if (recipe.imageUrl) {
    return (
      <img
        {...imageSources(recipe.imageUrl, { sizes, width: ART_WIDTH })}
        alt={alt}
        {...common}
        className={classes}
      />
    );
  }
  const { version, alt: description } = recipe.art;
  return (
    <>
      <img
        {...artSources(recipe.id, version, { sizes })}
        alt={description}
        {...common}
        className={`${classes} dark:hidden`}
      />
      <img
        {...artSources(recipe.id, version, { theme: "dark", sizes })}
        alt={description}
        {...common}
        // Hidden until the theme is dark; a lazy image that is not shown is not fetched.
        loading="lazy"
        fetchPriority="auto"
        className={`${classes} hidden dark:block`}
      />
    </>
  );
}
