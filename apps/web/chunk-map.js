// Which of the browser's code goes where, by folder (paths from the repository's root). The build's
// chunk groups (vite.config.ts) and the lint rule that keeps the CMS out of a visitor's download
// (eslint.config.js) both read this one map.

/**
 * Visitor code every page runs, in the shared chunk, minus what `oneRoute`, `cmsOnly` and `later`
 * take out. Of the texts only `nl` is shared: the CMS's texts and the picture words load with the
 * code that reads them. The picture composer (packages/art) is outside these folders: visitors
 * get composed pictures as files from the server.
 */
export const shared = [
  "packages/domain/src/**",
  "packages/strings/src/{index,nl,list}.ts",
  "packages/strings/src/nl/**",
  "packages/ui/src/**",
  "apps/web/src/lib/**",
  "apps/web/src/{router.tsx,routeTree.gen.ts}",
  "apps/web/src/routes/__root.tsx",
  "apps/web/src/features/auth/use-auth.*",
  "apps/web/src/features/saved/**",
  // The stores register what they share ('Samen') here; the rest of it, Yjs and all, loads only
  // once a household exists, after idle, or with the pages that show it.
  "apps/web/src/features/samen/registry.*",
  "apps/web/src/features/shopping/{add-button,header-link,keys}.*",
  "apps/web/src/features/offline/{keep,online,offline-banner}.*",
  "apps/web/src/features/cook/timer-slot.*",
  "apps/web/src/components/{header,theme,toaster,lazy-module,error-state,not-found,frame,site-footer}.*",
  "apps/web/src/features/recipe/{recipe-image,recipe-icons,types,printer-icon}.*",
  "apps/web/src/features/overview/{overview-ids,place,search-url}.*",
  "apps/web/src/features/keuken/keys.*",
  "packages/domain/src/season/months.ts",
  "packages/strings/src/season.ts",
];

/**
 * Lazily loaded parts of those folders: the CMS's tRPC client, the page heads the app needs only
 * from the first navigation on, and the saved chapter's own page.
 */
export const lazy = [
  "apps/web/src/lib/{trpc,apply-head,page-head,stored-versions}.*",
  "apps/web/src/features/saved/saved-chapter.*",
];

/**
 * What only the overview or only a recipe page runs (search and filters; the recipe view, its
 * portions, nutrition and related recipes; the week menu's planner and days): it loads with its
 * route, so each first visit carries one of them.
 */
export const oneRoute = [
  "apps/web/src/features/saved/saved-chapter-view.*",
  "packages/domain/src/weekmenu/**",
  "packages/domain/src/{season,keuken,claims,desk,history,samen}/**/!(months).ts",
  "packages/domain/src/food/{foods,foods-fresh,foods-pantry,match,types}.ts",
  "packages/domain/src/{search,shopping}/**",
  "packages/domain/src/filter/{sort,filter}.ts",
  "packages/domain/src/food/{food-groups,protein-groups}.ts",
  "packages/domain/src/recipe/related.ts",
  "packages/domain/src/quantity/!(portions).ts",
];

/**
 * A visitor page's own first paint: its route's component and the views only it draws, in one
 * file, so a first visit reads the framework, the shared code and one file of its page. (Only a
 * route's split-off component belongs here: its definition is part of the shared route tree.)
 * A module named here lands in its page's file even where another page's lazy part imports it.
 */
export const pages = {
  overview: [
    "apps/web/src/routes/index.tsx",
    "apps/web/src/features/overview/{use-overview,hero-view,hero,recipe-card,empty-results,painted-choices,show-more,filter-panel,overview-view,card-view,filter-options}.*",
    "apps/web/src/features/saved/saved-chapter-view.*",
    "apps/web/src/features/keuken/mine-slot.*",
    "apps/web/src/features/offline/use-offline-marks.*",
    "apps/web/src/features/keuken/at-home-link.*",
    "apps/web/src/features/saved/saved-chapter.*",
    "apps/web/src/features/shopping/add-all-button.*",
  ],
  // The recipe page's view, which the form's preview shares: one file of
  // the page's first load instead of one per set of pages using a part.
  recipe: [
    "apps/web/src/routes/recipe.$id.tsx",
    "apps/web/src/features/recipe/{recipe-view,related-strip,recipe-facts,print-footer,print-footer-view}.*",
    "packages/domain/src/claims/portion.ts",
    "packages/strings/src/{claims,nutrition}.ts",
  ],
  // What cook mode shares with the recipe page (the people control, the tools, the kitchen's note,
  // the amounts' words): cook mode's first load carries none of the page's facts, claims or print.
  recipeParts: [
    "apps/web/src/features/recipe/{kitchen,recipe-details}.*",
    "apps/web/src/features/keuken/kitchen-slot.*",
    "apps/web/src/features/cook/portions.*",
    "packages/strings/src/amounts.ts",
  ],
  // The week page as a first visit sees it: the sample week and the button that makes one (the
  // planner loads once the device has a week).
  weekmenu: [
    "apps/web/src/routes/weekmenu.tsx",
    "apps/web/src/features/weekmenu/{week-page,week-view,store}.*",
    "packages/strings/src/weekmenu{.ts,/*.ts}",
    "packages/domain/src/weekmenu/{share,week,dates,prng}.ts",
  ],
  // Mijn lijst as a fresh device sees it: its form and words (the store and rules load later).
  myList: [
    "apps/web/src/routes/mijn-lijst.tsx",
    "apps/web/src/features/keuken/my-list-page.*",
    "packages/strings/src/keuken/{my-list,phases}.ts",
  ],
  // Amounts and the week's rules, which the recipe page, the week and the shopping list all read.
  amounts: [
    "packages/domain/src/quantity/{units,numbers,nbsp}.ts",
    "packages/domain/src/food/protein-groups.ts",
    "packages/domain/src/weekmenu/rules.ts",
  ],
};

/**
 * The picture composer (all of it but the URL's shape): the server labels every recipe's picture,
 * so only the CMS (its cards and live preview) composes one. And the password rules of the CMS's
 * settings, the protein words the form and the import check, and the field vitals' rules (a
 * sampled visit's reporting code loads the names it needs with it).
 */
export const cmsOnly = [
  "packages/domain/src/art/**",
  "packages/domain/src/vitals/**",
  "packages/domain/src/auth/**",
  "packages/domain/src/food/protein-detect.ts",
  "packages/domain/src/recipe/icon-suggest.ts",
];
/** The one file of the composer's folder every page needs: a picture's URL. */
export const cmsOnlyExcept = ["packages/domain/src/art/path.ts"];

/** Shared code no first paint uses: the dialog, menu and form primitives (the drawer, the questions, the week's meal menu and the CMS load them). */
export const later = ["packages/ui/src/{dialog,close-icon,field,menu}.tsx"];

/**
 * What a visitor downloads first, for the lint rule: the shared code, the visitor routes with
 * their own folders, and the page heads (loaded on the first navigation). Their `lazy` parts may
 * use the CMS's client.
 */
export const visitorCode = [
  ...shared,
  "apps/web/src/routes/index.tsx",
  "apps/web/src/routes/recipe.*",
  "apps/web/src/features/overview/**",
  "apps/web/src/features/recipe/**",
  "packages/seo/src/**",
];
