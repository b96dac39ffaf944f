import { useBlocker } from "@tanstack/react-router";

import { nl } from "@repo/strings";

/**
 * Asks before unsaved changes are lost: in-app navigation gets a confirm dialog,
 * closing or reloading the tab gets the browser's own beforeunload prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useBlocker({
    shouldBlockFn: () => !window.confirm(nl.form.unsavedChanges),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}
