// A recipe's card in the overview's grid: its picture, name, time, calories and marks.
import type { ReactNode, SVGProps } from "react";

import type { Diet, RecipeSummary } from "@repo/domain";
import { seasonalNow } from "@repo/domain";
import { nl, nlSeason } from "@repo/strings";
import { Icon } from "@repo/ui";

import { RecipeIcons } from "~/features/recipe/recipe-icons";
import { RecipeImage } from "~/features/recipe/recipe-image";

export const ClockIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** On a card: the most telling diet labels, never more than two. */
function CardDiets({ diets }: { diets?: readonly Diet[] }) {
  const shown = (diets ?? []).filter(
    (diet) =>
      diet === "glutenvrij" || diet === (diets?.includes("veganistisch") ? "veganistisch" : "vegetarisch"),
  );
  if (shown.length === 0) return null;
  return (
    <ul aria-label={nl.labels.dietsLabel} className="flex flex-wrap gap-1">
      {shown.map((diet) => (
        <li key={diet} className="rounded-full border border-primary/40 px-2 text-xs text-primary">
          {nl.diet(diet)}
        </li>
      ))}
    </ul>
  );
}

/** How a card links to its recipe: a plain link on the server, the router's link in the app. */
export type CardLink = (props: { id: string; className: string; children: ReactNode }) => ReactNode;

export function RecipeCardView(props: {
  recipe: RecipeSummary;
  priority: boolean;
  link: CardLink;
  /** The heart that keeps the recipe on this device. */
  save?: ReactNode;
  /** The admin's edit link, when logged in. */
  edit?: ReactNode;
  /** Offline: whether the card opens. */
  note?: ReactNode;
}) {
  const { recipe } = props;
  return (
    // A card off screen is not styled, laid out or painted until it nears the screen: a page of
    // cards otherwise costs a phone a long task at start-up. 24rem is a card's usual height.
    <article
      data-testid="recipe-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm offscreen-skip transition hover:shadow-md focus-within:shadow-md"
    >
      <RecipeImage
        recipe={recipe}
        alt={recipe.name}
        sizes="(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw"
        priority={props.priority ? "visible" : undefined}
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="flex items-center justify-between gap-2 text-[11px] font-semibold tracking-wide text-accent uppercase sm:text-xs">
          <span className="truncate">{recipe.chapter}</span>
          {seasonalNow(recipe.season, new Date().getMonth() + 1) && (
            <span
              data-season=""
              title={nlSeason.badgeLabel}
              className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-medium tracking-normal text-text normal-case"
            >
              {nlSeason.badge}
            </span>
          )}
        </p>
        <h3 className="font-serif text-base leading-snug font-semibold hyphens-auto sm:text-lg" lang="nl">
          {props.link({
            id: recipe.id,
            className: "after:absolute after:inset-0 after:content-[''] focus:outline-none",
            children: recipe.name,
          })}
        </h3>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-[13px] text-muted sm:gap-y-1 sm:text-sm">
          <span>{recipe.proteinType}</span>
          <span className="inline-flex items-center gap-1 whitespace-nowrap">
            <ClockIcon width={16} height={16} />
            {nl.overview.minutes(recipe.prepTime)}
          </span>
          {recipe.calories != null && (
            <span className="whitespace-nowrap">{nl.overview.calories(recipe.calories)}</span>
          )}
        </p>
        <CardDiets diets={recipe.diets} />
        {props.note}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1">
          <RecipeIcons icons={recipe.icons} />
          <div className="flex items-center gap-2">
            {props.save}
            {props.edit}
          </div>
        </div>
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3">{children}</div>;
}
