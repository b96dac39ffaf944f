import { useBlocker } from "@tanstack/react-router";

import { nlAdmin } from "@repo/strings";

/**
 * Asks before unsaved changes are lost: in-app navigation gets a confirm dialog,
 * closing or reloading the tab gets the browser's own beforeunload prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useBlocker({
    shouldBlockFn: () => !window.confirm(nlAdmin.form.unsavedChanges),
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}
