import type { LabeledRecipe } from "@repo/domain";
import { nl, nlWeek } from "@repo/strings";

import { socialTags } from "./social";

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

export const DEFAULT_SOCIAL_IMAGE = "/og-default.jpg";

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
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
