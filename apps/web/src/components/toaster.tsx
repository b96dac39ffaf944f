import { useEffect, useSyncExternalStore } from "react";
import { useRouter } from "@tanstack/react-router";

import { lazyModule } from "./lazy-module";

export interface ToastMessage {
  title: string;
  description?: string;
  /** A line of its own under the description, so the description can stay the spec's text. */
  hint?: string;
  variant?: "default" | "destructive";
  /** A button in the toast, such as undo; the toast stays `durationMs` to give time to reach it. */
  action?: { label: string; onClick: () => void };
  durationMs?: number;
  /**
   * The toast announces what the next page is about (saved, and on to the overview): it stays
   * through that one page change. Every other toast closes when the visitor goes to another page.
   */
  carriesOver?: boolean;
}

export type ToastState = (ToastMessage & { id: number; open: boolean }) | null;

interface State {
  current: ToastState;
}

let state: State = { current: null };
const listeners = new Set<() => void>();
let nextId = 1;

/** The toast region (Radix) loads with the first toast; pages that toast often preload it. */
export const view = lazyModule(() => import("./toaster-view"));

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function toast(message: ToastMessage) {
  void view.start();
  setState({ current: { ...message, id: nextId++, open: true } });
}

export function dismiss(id: number) {
  if (state.current?.id === id) setState({ current: { ...state.current, open: false } });
}

/** Another page: the toast on screen belonged to the page before, unless it carries over once. */
export function pageChanged() {
  const current = state.current;
  if (!current?.open) return;
  if (current.carriesOver) setState({ current: { ...current, carriesOver: false } });
  else dismiss(current.id);
}

const getState = () => state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const { current } = useSyncExternalStore(subscribe, getState, getState);
  const module = view.useModule();
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe("onResolved", ({ fromLocation, pathChanged }) => {
        if (fromLocation && pathChanged) pageChanged();
      }),
    [router],
  );
  return module ? <module.ToasterView current={current} dismiss={dismiss} /> : null;
}
