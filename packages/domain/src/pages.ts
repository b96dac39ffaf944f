import { nl, nlKeuken } from "@repo/strings";

/** One page of the site, as both the web app's router and the server know it. */
export interface Page {
  /** The router's path pattern; `$name` marks a path parameter, as in '/recipe/$id'. */
  path: string;
  /** The page's name in its title; pages whose title comes from their content replace it. */
  title: string;
  /** Not for search engines: the head says noindex. */
  private: boolean;
}

export type PageManifest = Readonly<Record<string, Page>>;

/**
 * Every page of the site. The server answers exactly these paths with the app (200 and the
 * page's title) and everything else with 404; the router's routes are checked against it.
 */
export const PAGES = {
  home: { path: "/", title: nl.site.homeTitle, private: false },
  recipe: { path: "/recipe/$id", title: nl.site.name, private: false },
  // Cook mode repeats the recipe page's content: never indexed; its title names the recipe.
  weekmenu: { path: "/weekmenu", title: nl.header.weekmenu, private: false },
  cook: { path: "/recipe/$id/koken", title: nl.cook.open, private: true },
  // The shopping list lives on this device: nothing there for a search engine.
  shopping: { path: "/boodschappen", title: nl.pages.shopping, private: true },
  // Mijn keuken's pages show what this device keeps: nothing there for a search engine.
  atHome: { path: "/in-huis", title: nlKeuken.atHomeTitle, private: true },
  myList: { path: "/mijn-lijst", title: nlKeuken.myListTitle, private: true },
  myKitchen: { path: "/mijn-keuken", title: nlKeuken.keepTitle, private: true },
  login: { path: "/login", title: nl.pages.login, private: true },
  cms: { path: "/cms", title: nl.pages.cms, private: true },
  cmsNew: { path: "/cms/new", title: nl.pages.cmsNew, private: true },
  cmsEdit: { path: "/cms/edit/$id", title: nl.pages.cmsEdit, private: true },
  cmsSettings: { path: "/cms/settings", title: nl.pages.cmsSettings, private: true },
  cmsTrash: { path: "/cms/prullenbak", title: nl.pages.cmsTrash, private: true },
  cmsImport: { path: "/cms/import", title: nl.pages.cmsImport, private: true },
  cmsSpeed: { path: "/cms/snelheid", title: nl.pages.cmsSpeed, private: true },
} as const satisfies PageManifest;

export type PageKey = keyof typeof PAGES;
export type PagePath = (typeof PAGES)[PageKey]["path"];
