import type { RefObject } from "react";

import { nl } from "@repo/strings";
import { buttonClass, FilterOptions } from "@repo/ui";
import { Dialog, DialogClose } from "@repo/ui/dialog";

import type { DrawerProps } from "./filter-panel";

export function DrawerDialog(props: DrawerProps & { trigger: RefObject<HTMLButtonElement | null> }) {
  const { open, onOpenChange, resultCount, trigger, ...panel } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="side"
      // A slowed phone otherwise restyles the whole page as the drawer opens.
      light
      title={nl.overview.filters}
      closeLabel={nl.overview.closeFilters}
      // There is no Radix trigger (the button renders before this module loads): return focus by hand.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        trigger.current?.focus();
      }}
    >
      <div className="flex-1 overflow-y-auto p-4">
        <FilterOptions {...panel} />
      </div>
      {resultCount !== null && (
        <div className="border-t border-border p-4">
          <DialogClose className={buttonClass({ width: "full" })}>
            {nl.overview.showResults(resultCount)}
          </DialogClose>
        </div>
      )}
    </Dialog>
  );
}
