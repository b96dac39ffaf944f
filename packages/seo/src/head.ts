import type { Diet, LabeledRecipe } from "@repo/domain";
import {
  heroImageSources,
  instructionSteps,
  nutritionComplete,
  proteinGroup,
  recipePath,
  shownCalories,
} from "@repo/domain";
import { nl, nlServer, nlWeek } from "@repo/strings";

import { recipeSocialImage } from "./art";

/** A plain description of a page's head: the server renders it to HTML, the web app hands it to the router. */
export interface Head {
  title: string;
  meta: { name?: string; property?: string; content: string }[];
  links: ({ rel: string; href: string } & Record<string, string>)[];
  jsonLd: Record<string, unknown>[];
}

/** The fields of a recipe the head needs. */
export type HeadRecipe = Pick<
  LabeledRecipe,
  | "id"
  | "name"
  | "chapter"
  | "proteinType"
  | "preparationMethod"
  | "ingredients"
  | "instructions"
  | "imageUrl"
  | "icons"
  | "prepTime"
  | "calories"
  | "servings"
  | "createdAt"
  | "updatedAt"
  | "art"
> &
  // A recipe kept offline before these fields existed has none of them.
  Partial<Pick<LabeledRecipe, "intro" | "waitTime" | "tools" | "nutrition" | "diets">>;

export const DESCRIPTION_INGREDIENTS = 5;
export const DEFAULT_SOCIAL_IMAGE = "/og-default.jpg";
/** The home page's ItemList names the first recipes only, so its HTML stays small at any size. */
export const HOME_ITEM_LIST_MAX = 100;

/** Minutes as an ISO 8601 duration, as schema.org wants: 25 -> PT25M. */
export function isoDuration(minutes: number): string {
  return `PT${Math.max(0, Math.round(minutes))}M`;
}

/** The recipe page's description: its first 5 ingredients, then '...' when there are more. */
export function recipeDescription(recipe: Pick<HeadRecipe, "name" | "ingredients">): string {
  const first = recipe.ingredients.slice(0, DESCRIPTION_INGREDIENTS).join(", ");
  return nlServer.recipeDescription(recipe.name, first, recipe.ingredients.length > DESCRIPTION_INGREDIENTS);
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

interface SocialImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

function socialTags(opts: {
  type: string;
  title: string;
  description: string;
  url: string;
  image: SocialImage;
}) {
  const size =
    opts.image.width && opts.image.height
      ? [
          { property: "og:image:width", content: String(opts.image.width) },
          { property: "og:image:height", content: String(opts.image.height) },
        ]
      : [];
  return [
    { name: "description", content: opts.description },
    { property: "og:type", content: opts.type },
    { property: "og:site_name", content: nl.site.name },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:title", content: opts.title },
    { property: "og:description", content: opts.description },
    { property: "og:url", content: opts.url },
    { property: "og:image", content: opts.image.url },
    { property: "og:image:alt", content: opts.image.alt },
    ...size,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: opts.title },
    { name: "twitter:description", content: opts.description },
    { name: "twitter:image", content: opts.image.url },
    { name: "twitter:image:alt", content: opts.image.alt },
  ];
}

export function homeHead(opts: {
  origin: string;
  heroImageUrl: string | null;
  recipes: readonly Pick<HeadRecipe, "id" | "name">[];
}): Head {
  const url = `${opts.origin}/`;
  const title = nl.site.homeTitle;
  const description = nlServer.homeDescription;
  const image = {
    url: absoluteUrl(opts.origin, opts.heroImageUrl ?? DEFAULT_SOCIAL_IMAGE),
    alt: nl.hero.imageAlt,
  };
  return {
    title,
    meta: socialTags({ type: "website", title, description, url, image }),
    links: [{ rel: "canonical", href: url }, heroPreload(opts.heroImageUrl)],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: nl.site.name,
        url,
        description,
        inLanguage: "nl-NL",
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${opts.origin}/?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        numberOfItems: Math.min(opts.recipes.length, HOME_ITEM_LIST_MAX),
        itemListElement: opts.recipes.slice(0, HOME_ITEM_LIST_MAX).map((recipe, i) => ({
          "@type": "ListItem",
          position: i + 1,
          url: absoluteUrl(opts.origin, recipePath(recipe.id)),
          name: recipe.name,
        })),
      },
    ],
  };
}

/** The hero is the largest thing on the home page: start its download with the HTML. */
function heroPreload(heroImageUrl: string | null) {
  const { src, srcSet, sizes } = heroImageSources(heroImageUrl);
  return {
    rel: "preload",
    as: "image",
    href: src,
    fetchpriority: "high",
    ...(srcSet ? { imagesrcset: srcSet } : {}),
    ...(sizes ? { imagesizes: sizes } : {}),
  };
}

/** schema.org's RestrictedDiet values for the labels that have one. */
const SCHEMA_DIETS: Partial<Record<Diet, string>> = {
  vegetarisch: "https://schema.org/VegetarianDiet",
  veganistisch: "https://schema.org/VeganDiet",
  glutenvrij: "https://schema.org/GlutenFreeDiet",
  lactosevrij: "https://schema.org/LowLactoseDiet",
};

const grams = (n: number) => `${n} g`;

/** The computed values when every line was placed; the typed calories alone otherwise. */
function nutritionInformation(recipe: Pick<HeadRecipe, "nutrition" | "calories">) {
  const servingSize = nl.recipe.servings(1);
  const n = recipe.nutrition;
  const kcal = shownCalories(recipe);
  if (nutritionComplete(n)) {
    const p = n.perPortion;
    return {
      "@type": "NutritionInformation",
      servingSize,
      calories: `${kcal} kcal`,
      proteinContent: grams(p.protein),
      carbohydrateContent: grams(p.carbs),
      sugarContent: grams(p.sugars),
      fatContent: grams(p.fat),
      saturatedFatContent: grams(p.saturated),
      fiberContent: grams(p.fiber),
      // Sodium, as schema.org names it: salt / 2.5.
      sodiumContent: `${Math.round((p.salt / 2.5) * 1000)} mg`,
    };
  }
  if (kcal == null) return undefined;
  return { "@type": "NutritionInformation", calories: `${kcal} kcal`, servingSize };
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

/** The head of a page of the manifest whose content does not give it a head of its own. */
/** What a route says of its page: its name in the title, and whether search engines may list it. */
export interface Page {
  title: string;
  /** Not for search engines: the head says noindex. */
  private?: boolean;
}

export function pageHead(page: Page): Head {
  if (page.private) return privateHead(page.title);
  return { title: nl.site.pageTitle(page.title), meta: [], links: [], jsonLd: [] };
}

/** The week menu's landing page: its own title, description and social tags. */
export function weekHead(origin: string): Head {
  const url = `${origin}/weekmenu`;
  const title = nl.site.pageTitle(nlWeek.headTitle);
  const description = nlWeek.description;
  const image = { url: absoluteUrl(origin, DEFAULT_SOCIAL_IMAGE), alt: nlWeek.title };
  return {
    title,
    meta: socialTags({ type: "website", title, description, url, image }),
    links: [{ rel: "canonical", href: url }],
    jsonLd: [],
  };
}

/** Pages that are not for search engines: the CMS, login and unknown paths. */
export function privateHead(title: string): Head {
  return {
    title: nl.site.pageTitle(title),
    meta: [{ name: "robots", content: "noindex" }],
    links: [],
    jsonLd: [],
  };
}
