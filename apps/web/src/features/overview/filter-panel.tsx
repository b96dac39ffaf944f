import { useRef } from "react";

import type { PanelProps } from "@repo/ui";
import { FilterButton } from "@repo/ui";

import { lazyModule } from "~/components/lazy-module";

const drawerModule = lazyModule(() => import("./filter-drawer"));

export type DrawerProps = PanelProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number | null;
};

/**
 * Small screens: a Filters button with a dot for active filters; the drawer itself (a Radix
 * dialog) loads on the first tap, so visitors on large screens never download it.
 */
export function FilterDrawer(props: DrawerProps) {
  const module = drawerModule.useModule();
  const trigger = useRef<HTMLButtonElement>(null);
  const { active } = props;
  return (
    <>
      <FilterButton
        ref={trigger}
        active={active}
        onClick={() => {
          void drawerModule.start();
          props.onOpenChange(true);
        }}
        onPointerEnter={() => void drawerModule.start()}
      />
      {module && <module.DrawerDialog {...props} trigger={trigger} />}
    </>
  );
}
