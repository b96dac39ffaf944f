import { Toast } from "radix-ui";
import { useSyncExternalStore } from "react";

import { nl } from "@repo/strings";

import { CloseIcon } from "./icons";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** Section 9: one toast at a time, shown for 5 s, swiped away to the right past 50 px. */
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

interface State {
  current: (ToastMessage & { id: number; open: boolean }) | null;
}

let state: State = { current: null };
const listeners = new Set<() => void>();
let nextId = 1;

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function toast(message: ToastMessage) {
  setState({ current: { ...message, id: nextId++, open: true } });
}

function dismiss(id: number) {
  if (state.current?.id === id) setState({ current: { ...state.current, open: false } });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const { current } = useSyncExternalStore(subscribe, () => state);
  return (
    <Toast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX} label={nl.toasts.region}>
      {current && (
        <Toast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => !open && dismiss(current.id)}
          type={current.variant === "destructive" ? "foreground" : "background"}
          data-variant={current.variant ?? "default"}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full transition-all ${
            current.variant === "destructive"
              ? "border-danger bg-danger text-danger-fg"
              : "border-border bg-surface text-text"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={nl.toasts.close}
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
