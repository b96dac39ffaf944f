import { Toast } from "radix-ui";

import { nl } from "@repo/strings";
import { CloseIcon } from "@repo/ui";

import type { ToastState } from "./toaster";

/** One toast at a time, shown for 5 s, swiped away to the right past 50 px. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

export function ToasterView({ current, dismiss }: { current: ToastState; dismiss: (id: number) => void }) {
  return (
    <Toast.Provider
      duration={DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={nl.toasts.announce}
    >
      {current && (
        <Toast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => !open && dismiss(current.id)}
          type={current.variant === "destructive" || current.action ? "foreground" : "background"}
          duration={current.durationMs ?? DURATION_MS}
          data-variant={current.variant ?? "default"}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full transition-all ${
            current.variant === "destructive"
              ? "border-danger bg-danger text-danger-fg"
              : "border-border bg-surface text-text"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
            )}
            {current.hint && (
              <p data-testid="toast-hint" className="text-xs opacity-80">
                {current.hint}
              </p>
            )}
            {current.action && (
              <Toast.Action
                altText={current.action.label}
                onClick={current.action.onClick}
                className="mt-1 min-h-11 justify-self-start rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold hover:bg-surface"
              >
                {current.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label={nl.toasts.close}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={nl.toasts.region}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
