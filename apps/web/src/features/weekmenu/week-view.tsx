// The week menu's days as the server paints its sample week and the app shows a visitor's own:
// one source, so the app adopts the server's page as it is.
import type { ReactNode } from "react";

import type { WeekRecipe } from "@repo/domain";
import type { WeekSample } from "@repo/domain/weekmenu";
import { recipePath } from "@repo/domain";
import { dayOfSlot, MEALS } from "@repo/domain/weekmenu";
import { nlWeek } from "@repo/strings";
import { Heading } from "@repo/ui";

import { RecipeImage } from "~/features/recipe/recipe-image";

export type { WeekRecipe };

export interface WeekSlotView {
  meal: string;
  recipe: WeekRecipe | null;
  /** The recipe page, with the week's number of people. */
  href: string | null;
  /** 'Restje van maandag'. */
  note?: string | null;
  /** The rules a hand-made change breaks here. */
  problems?: readonly string[];
  locked?: boolean;
  actions?: ReactNode;
  /** Active time and waiting: '10 min + 8 uur in de koelkast'; the minutes alone when absent. */
  time?: string;
  /** A side that brings a light meal up to its protein: 'met een gekookt ei'. */
  side?: string | null;
}

export interface WeekDayView {
  key: string;
  title: string;
  /** 'Vanavond: ... klaarzetten voor morgen', above the day's meals. */
  reminders?: readonly string[];
  slots: readonly WeekSlotView[];
  summary?: ReactNode;
}

export function WeekDays({ days }: { days: readonly WeekDayView[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 print:grid-cols-7 print:gap-1">
      {days.map((day) => (
        <li
          key={day.key}
          className="rounded-xl border border-border bg-surface p-3 break-inside-avoid print:rounded-none print:p-1"
        >
          <Heading level={3} size="card" className="first-letter:uppercase print:text-sm">
            {day.title}
          </Heading>
          {day.reminders?.map((text) => (
            <p
              key={text}
              data-reminder=""
              className="mt-1 rounded-md bg-accent-soft px-2 py-1 text-sm font-medium print:text-[9px]"
            >
              {text}
            </p>
          ))}
          <ul className="mt-2 space-y-3 print:mt-1 print:space-y-1">
            {day.slots.map((slot) => (
              <WeekSlot key={slot.meal} slot={slot} />
            ))}
          </ul>
          {day.summary}
        </li>
      ))}
    </ol>
  );
}

function WeekSlot({ slot }: { slot: WeekSlotView }) {
  const { recipe } = slot;
  const problems = slot.problems ?? [];
  return (
    <li
      data-locked={slot.locked ? "" : undefined}
      className={`rounded-lg ${problems.length > 0 ? "outline-2 outline-offset-2 outline-danger print:outline-0" : ""}`}
    >
      <div className="flex gap-3">
        <div className="w-20 shrink-0 self-start overflow-hidden rounded-md bg-surface-2 print:hidden">
          {recipe && <RecipeImage recipe={recipe} alt="" sizes="80px" />}
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase print:text-[9px]">
            {slot.meal}
            {slot.locked && <span className="font-normal normal-case"> · {nlWeek.locked}</span>}
          </p>
          {recipe && slot.href ? (
            <a
              href={slot.href}
              className="line-clamp-3 font-medium text-text underline-offset-2 hover:underline print:text-[11px] print:leading-tight"
            >
              {recipe.name}
            </a>
          ) : (
            <p className="text-sm text-muted italic">{nlWeek.empty}</p>
          )}
          {recipe && (
            <p className="text-sm text-muted tabular-nums print:text-[9px]">
              {slot.time ?? nlWeek.minutes(recipe.prepTime)}
              {recipe.calories != null && ` · ${nlWeek.kcal(recipe.calories)}`}
            </p>
          )}
          {slot.side && <p className="text-sm text-text print:text-[9px]">+ {slot.side}</p>}
          {slot.note && <p className="text-sm font-medium text-primary print:text-[9px]">{slot.note}</p>}
          {problems.map((problem) => (
            <p key={problem} className="text-sm font-medium text-danger print:hidden">
              {problem}
            </p>
          ))}
        </div>
        {recipe && slot.actions}
      </div>
      {!recipe && slot.actions}
    </li>
  );
}

/** The landing part the server paints: title, what the page does and the sample week. */
export function WeekIntro({ children }: { children?: ReactNode }) {
  return (
    <div data-print="hide" className="max-w-3xl">
      <Heading level={1}>{nlWeek.title}</Heading>
      <p className="mt-2 text-muted">{nlWeek.intro}</p>
      {children}
    </div>
  );
}

/** The day's title: 'maandag 30 nov', or only the day's name for the sample week. */
export function dayTitle(day: number, date: string | null): string {
  const name = nlWeek.days[day % 7] ?? "";
  if (!date) return name;
  const [, month = "1", dayOfMonth = "1"] = date.split("-");
  return `${name} ${Number(dayOfMonth)} ${nlWeek.months[Number(month) - 1] ?? ""}`;
}

/** A recipe's page for the week's number of people. */
export function weekRecipeHref(id: string, people: number): string {
  return `${recipePath(id)}?porties=${people}`;
}

function sampleDays(sample: WeekSample<WeekRecipe>): WeekDayView[] {
  return Array.from({ length: 7 }, (_, day) => ({
    key: String(day),
    title: dayTitle(day, null),
    slots: MEALS.map((meal, i) => {
      const slot = sample.slots[day * MEALS.length + i] ?? null;
      const from = slot?.leftoverOf ?? null;
      return {
        meal: nlWeek.meals[meal],
        recipe: slot?.recipe ?? null,
        href: slot ? weekRecipeHref(slot.recipe.id, sample.people) : null,
        note: from === null ? null : nlWeek.leftover(dayTitle(dayOfSlot(from), null)),
      };
    }),
  }));
}

/** The landing page: what the week menu is, a button to make one, and the sample week. */
export function WeekLanding({ sample, action }: { sample: WeekSample<WeekRecipe>; action: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <WeekIntro>
        <div className="mt-4">{action}</div>
      </WeekIntro>
      <Heading level={2} className="mt-8 mb-3">
        {nlWeek.sampleTitle}
      </Heading>
      <WeekDays days={sampleDays(sample)} />
    </div>
  );
}
