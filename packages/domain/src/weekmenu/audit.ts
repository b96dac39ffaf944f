// The style's rules read a second time, apart from the planner: what a planned week breaks, for
// the tests over the bundled and generated collections. Each problem carries the rule the planner
// names when it gives way, so a test can check that nothing broke unnamed.
import type { PlanRecipe } from "./rules";
import type { Rule, Week } from "./week";
import { proteinGroup, styleGroup } from "../food/protein-groups";
import { addDays, isWeekend } from "./dates";
import { EXCLUSIONS, MEAL_CHAPTERS, mealOfSlot, PROTEIN_MIN } from "./rules";
import { leftoverOf } from "./week";

export interface AuditOptions {
  exclusions?: readonly (keyof typeof EXCLUSIONS)[];
  maxActive?: { weekday: number; weekend: number };
}

export function auditWeek(
  week: Week,
  recipes: readonly PlanRecipe[],
  options: AuditOptions = {},
): { slot: number; rule: Rule }[] {
  const byId = new Map(recipes.map((r) => [r.id, r]));
  const excluded: string[] = (options.exclusions ?? []).flatMap((key) => [...EXCLUSIONS[key]]);
  const max = options.maxActive ?? { weekday: 30, weekend: 60 };
  const problems: { slot: number; rule: Rule }[] = [];
  const daysOf = new Map<string, Set<number>>();
  week.slots.forEach((id, slot) => {
    const recipe = id ? byId.get(id) : undefined;
    const day = Math.floor(slot / 3);
    if (!recipe) return problems.push({ slot, rule: "meal" });
    const date = addDays(week.start, day);
    const planned = leftoverOf(week, slot, byId) === null;
    const meal = mealOfSlot(slot);
    const group = styleGroup(recipe.proteinType);
    if (group) daysOf.set(group, (daysOf.get(group) ?? new Set()).add(day));
    if (planned && !(MEAL_CHAPTERS[meal] as readonly string[]).includes(recipe.chapter))
      problems.push({ slot, rule: "meal" });
    if (excluded.includes(proteinGroup(recipe.proteinType))) problems.push({ slot, rule: "exclusion" });
    if (planned && recipe.prepTime > (isWeekend(date) ? max.weekend : max.weekday))
      problems.push({ slot, rule: "activeTime" });
    if (planned && recipe.season && !recipe.season.includes(Number(date.slice(5, 7))))
      problems.push({ slot, rule: "season" });
    const grams = recipe.protein ?? null;
    if (planned && (group === null || (grams !== null && grams < PROTEIN_MIN[meal])))
      problems.push({ slot, rule: "protein" });
    if (
      planned &&
      week.slots.some((other, i) => i !== slot && other === id && leftoverOf(week, i, byId) !== slot)
    )
      problems.push({ slot, rule: "repeat" });
    const sameDay = week.slots.slice(day * 3, day * 3 + 3).filter((other, i) => {
      const r = other ? byId.get(other) : undefined;
      return day * 3 + i !== slot && r && group && styleGroup(r.proteinType) === group;
    });
    if (sameDay.length > 0) problems.push({ slot, rule: "proteinGroup" });
  });
  for (const [, days] of daysOf) if (days.size > 3) problems.push({ slot: -1, rule: "spread" });
  return problems;
}
