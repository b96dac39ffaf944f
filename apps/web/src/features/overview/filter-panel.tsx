import { useRef, useState } from "react";

import type { PanelProps } from "./filter-options";
import { lazyModule } from "~/components/lazy-module";
import { FilterButton } from "./overview-view";

const drawerModule = lazyModule(() => import("./filter-drawer"));

export type DrawerProps = PanelProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resultCount: number | null;
};

/**
 * Small screens: a Filters button with a dot for active filters; the drawer itself (a Radix
 * dialog) loads on the first tap, so visitors on large screens never download it. Opening and
 * closing it renders the drawer alone.
 */
export function FilterDrawer(props: Omit<DrawerProps, "open" | "onOpenChange">) {
  const module = drawerModule.useModule();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <FilterButton
        ref={trigger}
        active={props.active}
        onClick={() => {
          void drawerModule.start();
          setOpen(true);
        }}
        onPointerEnter={() => void drawerModule.start()}
      />
      {module && <module.DrawerDialog {...props} open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
