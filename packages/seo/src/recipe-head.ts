import { instructionSteps, proteinGroup, recipePath } from "@repo/domain";
import { nl, nlServer } from "@repo/strings";

import type { Head, HeadRecipe } from "./head";
import { recipeSocialImage } from "./art";
import { absoluteUrl } from "./head";
import { nutritionInformation, SCHEMA_DIETS } from "./recipe-nutrition";
import { socialTags } from "./social";

export const DESCRIPTION_INGREDIENTS = 5;

/** Minutes as an ISO 8601 duration, as schema.org wants: 25 -> PT25M. */
export function isoDuration(minutes: number): string {
  return `PT${Math.max(0, Math.round(minutes))}M`;
}

/** The recipe page's description: its first 5 ingredients, then '...' when there are more. */
export function recipeDescription(recipe: Pick<HeadRecipe, "name" | "ingredients">): string {
  const first = recipe.ingredients.slice(0, DESCRIPTION_INGREDIENTS).join(", ");
  return nlServer.recipeDescription(recipe.name, first, recipe.ingredients.length > DESCRIPTION_INGREDIENTS);
}

export function recipeHead(recipe: HeadRecipe, origin: string): Head {
  const url = absoluteUrl(origin, recipePath(recipe.id));
  const title = nl.site.pageTitle(recipe.name);
  const description = recipeDescription(recipe);
  const social = recipeSocialImage(recipe);
  const image = { ...social, url: absoluteUrl(origin, social.url) };
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.name,
    image: [image.url],
    // The intro is written for people; the meta description stays the ingredient list.
    description: recipe.intro ?? description,
    url,
    inLanguage: "nl-NL",
    author: { "@type": "Organization", name: nl.site.name, url: `${origin}/` },
    datePublished: recipe.createdAt,
    dateModified: recipe.updatedAt,
    // Google takes prepTime only together with cookTime: the work, and the waiting as cookTime
    // (none at all is PT0M), so the preparation time a reader sees is always there.
    prepTime: isoDuration(recipe.prepTime),
    cookTime: isoDuration(recipe.waitTime ?? 0),
    totalTime: isoDuration(recipe.prepTime + (recipe.waitTime ?? 0)),
    // The servings as just a number, which per-serving nutrition needs.
    recipeYield: String(recipe.servings),
    recipeCategory: recipe.chapter,
    // 'Schelvis' is also found as 'Vis', the word the overview's filter uses. The chapter is the
    // recipeCategory already, which Google asks to leave out of the keywords.
    keywords: [...new Set([recipe.proteinType, proteinGroup(recipe.proteinType)])]
      .concat(recipe.preparationMethod)
      .join(", "),
    recipeIngredient: recipe.ingredients,
    ...(recipe.tools?.length ? { tool: recipe.tools.map((name) => ({ "@type": "HowToTool", name })) } : {}),
    recipeInstructions: instructionSteps(recipe.instructions).map((text) => ({ "@type": "HowToStep", text })),
  };
  const nutrition = nutritionInformation(recipe);
  if (nutrition) jsonLd.nutrition = nutrition;
  const diets = (recipe.diets ?? []).flatMap((diet) => SCHEMA_DIETS[diet] ?? []);
  if (diets.length > 0) jsonLd.suitableForDiet = diets;
  return {
    title,
    meta: socialTags({ type: "article", title, description, url, image }),
    links: [{ rel: "canonical", href: url }],
    jsonLd: [jsonLd],
  };
}
