import type { RefObject } from "react";
import { createContext, memo, use, useDeferredValue, useRef } from "react";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";
import { Dialog, DialogClose } from "@repo/ui/dialog";

import type { PanelProps } from "./filter-options";
import type { DrawerProps } from "./filter-panel";
import { FilterOptions } from "./filter-options";
import { RESULTS_TITLE_ID } from "./overview-ids";

type DialogProps = Pick<DrawerProps, "open" | "onOpenChange" | "resultCount"> & {
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The boxes reach the drawer's options past the dialog: a tick renders them, not the dialog. */
const Panel = createContext<PanelProps | null>(null);

export function DrawerDialog({
  open,
  onOpenChange,
  resultCount,
  trigger,
  ...panel
}: DrawerProps & DialogProps) {
  return (
    <Panel value={panel}>
      <DrawerShell open={open} onOpenChange={onOpenChange} resultCount={resultCount} trigger={trigger} />
    </Panel>
  );
}

const DrawerShell = memo(function DrawerShell({ open, onOpenChange, resultCount, trigger }: DialogProps) {
  // 'Toon N recepten' was the way out: the visitor asked for the results, so they come into view.
  const toResults = useRef(false);
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
        const showResults = toResults.current;
        toResults.current = false;
        trigger.current?.focus({ preventScroll: showResults });
        if (showResults) document.getElementById(RESULTS_TITLE_ID)?.scrollIntoView({ block: "start" });
      }}
    >
      {/* Without the page's scroll lock, the end of the list does not scroll the page behind. */}
      <div className="flex-1 overflow-y-auto overscroll-contain p-4">
        <Options />
      </div>
      {resultCount !== null && (
        <div className="border-t border-border p-4">
          <DialogClose className={buttonClass({ width: "full" })} onClick={() => (toResults.current = true)}>
            {nl.overview.showResults(resultCount)}
          </DialogClose>
        </div>
      )}
    </Dialog>
  );
});

/**
 * The options come in a render of their own right after the drawer opens (it slides in the while):
 * the tap paints the drawer at once instead of waiting for its two dozen rows.
 */
function Options() {
  const panel = use(Panel);
  const shown = useDeferredValue(true, false);
  return panel && shown ? <FilterOptions {...panel} /> : null;
}
