// The first paint the server sends: the same elements, in the same order, as the app's first
// render over them, so the app adopts them (hydrates) instead of replacing them.
import type { ReactNode } from "react";
import { Suspense } from "react";

import type { FirstPage } from "@repo/domain";
import type { WeekSample } from "@repo/domain/weekmenu";
import { EMPTY_FILTERS, recipePath, recipeServings } from "@repo/domain";
import { nl, nlWeek } from "@repo/strings";

import type { CardLink } from "./overview";
import type { RecipeViewData } from "./types";
import {
  ArrowLeftIcon,
  BasketIcon,
  HEADER_ACTIONS_CLASS,
  HEADER_LINK_CLASS,
  HeaderFrame,
  Logo,
  LOGO_LINK_CLASS,
  PrinterIcon,
  SHOPPING_LINK_CLASS,
  SkipLink,
  THEME_BUTTON_CLASS,
  ThemeIcon,
  WeekLinkLabel,
} from "./frame";
import {
  CardGrid,
  ChapterButtons,
  FilterButton,
  FilterOptions,
  OverviewSection,
  PRIORITY_CARDS,
  RecipeCardView,
  SearchInput,
  ShowMoreButton,
} from "./overview";
import type { RelatedItem } from "./related-strip";
import { EmptyResults } from "./empty-results";
import { HeroView } from "./hero";
import { COOK_LINK_CLASS, PortionsControl, PotIcon } from "./kitchen";
import { SaveToggle } from "./saved";
import { SavedChapterView } from "./saved-chapter";
import { PrintFooterView } from "./print-footer";
import { ACTION_CLASS, ACTION_GROUP_CLASS, RecipeView } from "./recipe-view";
import { SiteFooter } from "./site-footer";
import type { WeekRecipe } from "./week-view";
import { WeekLanding } from "./week-view";
import { buttonClass } from "./button";

/** The router's link marks the page it leads to; the first paint says the same. */
const current = { "aria-current": "page", "data-status": "active" } as const;

type Section = "home" | "weekmenu" | null;

/** The header as it first paints: no admin button and the light theme's icon until the app knows more. */
function ShellHeader({ section }: { section: Section }) {
  const home = section === "home";
  const week = section === "weekmenu";
  return (
    <HeaderFrame>
      <a
        href="/"
        aria-label={nl.site.logoLabel}
        data-tip={nl.site.logoLabel}
        className={home ? `${LOGO_LINK_CLASS} active` : LOGO_LINK_CLASS}
        {...(home ? current : {})}
      >
        <Logo compact={false} />
      </a>
      <div className={HEADER_ACTIONS_CLASS}>
        <a
          href="/weekmenu"
          className={week ? `${HEADER_LINK_CLASS} active` : HEADER_LINK_CLASS}
          {...(week ? current : {})}
        >
          <WeekLinkLabel compact={false} />
        </a>
        {/* The count of items comes once the app has read this device's list. */}
        <a href="/boodschappen" className={SHOPPING_LINK_CLASS}>
          <BasketIcon />
          <span className="sr-only sm:not-sr-only">{nl.shopping.link}</span>
        </a>
        {/* data-theme-toggle: the page's first script toggles dark mode until the app runs. */}
        <button
          type="button"
          data-theme-toggle=""
          data-tip={nl.header.darkModeOn}
          aria-label={nl.header.darkMode}
          aria-pressed={false}
          className={THEME_BUTTON_CLASS}
        >
          <ThemeIcon dark={false} />
        </button>
      </div>
    </HeaderFrame>
  );
}

/**
 * The page inside the app's frame, with a Suspense boundary wherever the router has one (around
 * its matches, each match with a pending state, and the root's outlet): hydration pairs them
 * one to one, and a start-up test fails if they drift apart.
 */
function AppFrame({ section, children }: { section: Section; children: ReactNode }) {
  return (
    <Suspense>
      <Suspense>
        <SkipLink />
        <ShellHeader section={section} />
        <main id="inhoud" tabIndex={-1} className="outline-none">
          <Suspense>
            <Suspense>{children}</Suspense>
          </Suspense>
        </main>
        <SiteFooter />
      </Suspense>
    </Suspense>
  );
}

const plainLink: CardLink = ({ id, className, children }) => (
  <a href={recipePath(id)} className={className}>
    {children}
  </a>
);

const noop = () => undefined;

/** The whole first paint of the home page: hero, search, filters and the first cards. */
export function HomeShell(props: { heroImageUrl: string | null; firstPage: FirstPage }) {
  const { cards, counts, total } = props.firstPage;
  const panel = { state: EMPTY_FILTERS, counts, active: false };
  return (
    <AppFrame section="home">
      <HeroView heroImageUrl={props.heroImageUrl} />
      <OverviewSection
        search={<SearchInput value="" onChange={noop} />}
        filterButton={<FilterButton active={false} />}
        chapters={
          <ChapterButtons
            active={EMPTY_FILTERS.activeChapter}
            counts={counts.chapters}
            // Nothing is known to be saved before the app reads this device's storage.
            extra={<SavedChapterView active={false} count={0} />}
          />
        }
        filters={<FilterOptions {...panel} idPrefix="zijbalk" />}
        title={nl.overview.resultsTitle}
        countText={nl.overview.count(total)}
      >
        {total === 0 ? (
          <EmptyResults suggestions={[]} filtersActive={false} link={plainLink} />
        ) : (
          <>
            <CardGrid>
              {cards.map((recipe, i) => (
                <RecipeCardView
                  key={recipe.id}
                  recipe={recipe}
                  priority={i < PRIORITY_CARDS}
                  link={plainLink}
                  save={<SaveToggle name={recipe.name} saved={false} className="relative z-10" />}
                />
              ))}
            </CardGrid>
            {total > cards.length && <ShowMoreButton remaining={total - cards.length} />}
          </>
        )}
      </OverviewSection>
    </AppFrame>
  );
}

/** The whole first paint of a recipe page: the recipe itself, readable before any script runs. */
export function RecipeShell({
  recipe,
  related,
  origin,
}: {
  recipe: RecipeViewData;
  related: readonly RelatedItem[];
  origin: string;
}) {
  return (
    <AppFrame section={null}>
      <RecipeView
        recipe={recipe}
        related={related}
        // Unscaled: the page is the same for every '?porties='; the app scales it once it runs.
        ingredientsControl={<PortionsControl people={recipeServings(recipe)} />}
        actions={
          <>
            <a href="/" className={ACTION_CLASS}>
              <ArrowLeftIcon />
              {nl.recipe.back}
            </a>
            <div className={ACTION_GROUP_CLASS}>
              <a href={`${recipePath(recipe.id)}/koken`} className={COOK_LINK_CLASS}>
                <PotIcon />
                {nl.cook.open}
              </a>
              <button type="button" className={ACTION_CLASS}>
                {nl.shopping.add}
              </button>
              <SaveToggle name={recipe.name} saved={false} />
              <button type="button" className={ACTION_CLASS}>
                <PrinterIcon />
                {nl.recipe.print}
              </button>
            </div>
          </>
        }
        footer={<PrintFooterView url={`${origin}${recipePath(recipe.id)}`} />}
      />
    </AppFrame>
  );
}

/** The week menu's landing page with its sample week; the app shows a visitor's own week after it. */
export function WeekShell({ sample }: { sample: WeekSample<WeekRecipe> }) {
  return (
    <AppFrame section="weekmenu">
      <WeekLanding
        sample={sample}
        action={
          <button type="button" className={buttonClass()}>
            {nlWeek.make}
          </button>
        }
      />
    </AppFrame>
  );
}
