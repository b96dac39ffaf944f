import type { RefObject } from "react";
import { Dialog } from "radix-ui";

import { nl } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import type { DrawerProps } from "./filter-panel";
import { CloseIcon } from "~/components/icons";
import { FilterOptions } from "@repo/ui";

export function DrawerDialog(props: DrawerProps & { trigger: RefObject<HTMLButtonElement | null> }) {
  const { open, onOpenChange, resultCount, trigger, ...panel } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          // There is no Radix trigger (the button renders before this module loads): return focus by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col bg-bg shadow-xl animate-[drawer-in_250ms_ease-out]"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{nl.overview.filters}</Dialog.Title>
            <Dialog.Close
              aria-label={nl.overview.closeFilters}
              className="-mr-2 flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface-2"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-4">
            <FilterOptions {...panel} />
          </div>
          {resultCount !== null && (
            <div className="border-t border-border p-4">
              <Dialog.Close className={buttonClass({ width: "full" })}>
                {nl.overview.showResults(resultCount)}
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
