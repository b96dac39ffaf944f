import { heroImageSources, recipePath } from "@repo/domain";
import { nl, nlServer } from "@repo/strings";

import type { Head, HeadRecipe } from "./head";
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE } from "./head";
import { socialTags } from "./social";

/** The home page's ItemList names the first recipes only, so its HTML stays small at any size. */
export const HOME_ITEM_LIST_MAX = 100;

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
