// The actions of one meal of the week in one menu, loaded at the first tap on a meal's button:
// the week reads first, and its first load carries no menu code.
import type { ReactNode } from "react";

import type { RecipeSummary } from "@repo/domain";
import type { PlanContext, Week } from "@repo/domain/weekmenu";
import {
  clearSlot,
  dayOfSlot,
  DAYS,
  mealOfSlot,
  moveSlot,
  slotOf,
  swapSlot,
  toggleLock,
} from "@repo/domain/weekmenu";
import { nlWeek, nlWeekStyle } from "@repo/strings";
import { Menu, MenuItem, SubMenu } from "@repo/ui/menu";

export function MealMenu(props: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  week: Week;
  slot: number;
  ctx: PlanContext<RecipeSummary>;
  dayNames: readonly string[];
  onChange: (week: Week) => void;
  onPick: () => void;
}) {
  const { week, slot, ctx, dayNames, onChange } = props;
  const day = dayOfSlot(slot);
  const meal = mealOfSlot(slot);
  const locked = week.locked[slot] === true;
  return (
    <Menu trigger={props.trigger} open={props.open} onOpenChange={props.onOpenChange}>
      <MenuItem onSelect={() => onChange(swapSlot(week, slot, ctx))}>{nlWeek.swap}</MenuItem>
      <MenuItem onSelect={props.onPick}>{nlWeekStyle.pickOther}</MenuItem>
      <MenuItem onSelect={() => onChange(toggleLock(week, slot))}>
        {locked ? nlWeekStyle.unlock : nlWeek.lock}
      </MenuItem>
      <MenuItem onSelect={() => onChange(clearSlot(week, slot))}>{nlWeek.clear}</MenuItem>
      <SubMenu label={nlWeekStyle.moveTo}>
        {Array.from({ length: DAYS }, (_, d) => d)
          .filter((d) => d !== day)
          .map((d) => (
            <MenuItem key={d} onSelect={() => onChange(moveSlot(week, slot, slotOf(d, meal)))}>
              {dayNames[d]}
            </MenuItem>
          ))}
      </SubMenu>
    </Menu>
  );
}
