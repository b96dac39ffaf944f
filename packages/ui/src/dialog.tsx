import type { ReactNode } from "react";
import { AlertDialog as RadixAlert, Dialog as RadixDialog } from "radix-ui";

import { CloseIcon } from "./close-icon";
import { Heading } from "./heading";

/**
 * One backdrop and one pace for every dialog. `motion-safe`: with reduced motion a dialog is
 * simply there.
 */
const OVERLAY = "fixed inset-0 z-50 bg-black/50 motion-safe:animate-[fade-in_200ms_ease-out]";
const FADE_IN = "motion-safe:animate-[fade-in_200ms_ease-out]";

const PANELS = {
  /** In the middle of the screen: a question, a task. */
  center: `top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 gap-6 overflow-y-auto rounded-2xl border border-border bg-surface p-5 sm:p-6 ${FADE_IN}`,
  /** In from the right edge, the screen's height: the phone's filters. */
  side: "inset-y-0 right-0 w-[85vw] max-w-sm bg-bg motion-safe:animate-[drawer-in_200ms_ease-out]",
  /** A phone's whole screen, a tall panel in the middle of a larger one: a list to choose from. */
  sheet: `inset-0 bg-bg sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[85vh] sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-border ${FADE_IN}`,
};

/** How wide a centred dialog may grow: a question, or a task with room to work (an upload). */
const WIDTHS = { md: "max-w-md", lg: "max-w-2xl" };

const CLOSE_BUTTON =
  "-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-surface-2";

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * A question that must be answered (role alertdialog): a tap beside it does not close it, and
   * its buttons are AlertDialogCancel and AlertDialogAction.
   */
  alert?: boolean;
  variant?: keyof typeof PANELS;
  width?: keyof typeof WIDTHS;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Names the close button in the corner; without it the dialog has none. */
  closeLabel?: string;
  /** The button that opens the dialog and gets the focus back when it closes. */
  trigger?: ReactNode;
  /**
   * Without a modal dialog's page-wide changes: a modal Radix dialog turns the pointer off on the
   * whole page, hides every other part from assistive technology and locks the scroll with a style
   * sheet of its own, and each of those makes the browser work out the style of every element on
   * the page as it opens (some 150 ms of a tap on a slowed phone, next to a long page). A light one
   * has a backdrop of its own that takes the taps beside it, says aria-modal to assistive
   * technology and keeps the focus going round inside.
   */
  light?: boolean;
  /** For a dialog opened by a button it does not own: where the focus goes when it closes. */
  onCloseAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}

/**
 * Every dialog of the site: Radix's behaviour (focus kept inside, Escape, scroll lock, the
 * labels read out) with one backdrop, one panel per kind and one title. A side or sheet panel
 * has a bar with the title; its content brings its own scrolling part and footer.
 */
export function Dialog({
  alert = false,
  variant = "center",
  width = "md",
  title,
  description,
  closeLabel,
  trigger,
  onCloseAutoFocus,
  light = false,
  children,
  ...root
}: DialogProps) {
  const Parts = alert ? ALERT_PARTS : DIALOG_PARTS;
  const centered = variant === "center";
  return (
    <Parts.Root {...root} {...(light ? { modal: false } : {})}>
      {trigger && <Parts.Trigger asChild>{trigger}</Parts.Trigger>}
      <Parts.Portal>
        {light ? (
          // Radix notices a tap outside only from a timer set after the dialog opens, and a busy
          // phone handles a quick tap before that timer: the backdrop closes the dialog itself.
          <div
            aria-hidden="true"
            className={`${OVERLAY} touch-none`}
            onClick={() => root.onOpenChange?.(false)}
          />
        ) : (
          <Parts.Overlay className={OVERLAY} />
        )}
        <Parts.Content
          // Without a description nothing more is read out than the title.
          {...(description ? {} : { "aria-describedby": undefined })}
          {...(light ? { "aria-modal": true } : {})}
          onCloseAutoFocus={onCloseAutoFocus}
          className={`fixed z-50 flex flex-col shadow-xl ${PANELS[variant]} ${centered ? WIDTHS[width] : ""}`}
        >
          <div
            className={
              centered
                ? "flex items-start justify-between gap-4"
                : "flex items-center justify-between gap-2 border-b border-border px-4 py-2"
            }
          >
            <div className="min-w-0">
              <Parts.Title asChild>
                <Heading level={2} size={centered ? "section" : "card"}>
                  {title}
                </Heading>
              </Parts.Title>
              {description && (
                <Parts.Description className="mt-2 text-muted">{description}</Parts.Description>
              )}
            </div>
            {closeLabel && (
              <Parts.Close aria-label={closeLabel} className={CLOSE_BUTTON}>
                <CloseIcon />
              </Parts.Close>
            )}
          </div>
          {children}
        </Parts.Content>
      </Parts.Portal>
    </Parts.Root>
  );
}

const DIALOG_PARTS = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Portal: RadixDialog.Portal,
  Overlay: RadixDialog.Overlay,
  Content: RadixDialog.Content,
  Title: RadixDialog.Title,
  Description: RadixDialog.Description,
  Close: RadixDialog.Close,
};

// An alert dialog is closed only by its own buttons: its corner button is a cancel.
const ALERT_PARTS = {
  Root: RadixAlert.Root,
  Trigger: RadixAlert.Trigger,
  Portal: RadixAlert.Portal,
  Overlay: RadixAlert.Overlay,
  Content: RadixAlert.Content,
  Title: RadixAlert.Title,
  Description: RadixAlert.Description,
  Close: RadixAlert.Cancel,
};

/** A dialog's buttons: side by side at the end from sm up, stacked (the first last) on a phone. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

export const DialogClose = RadixDialog.Close;
export const AlertDialogAction = RadixAlert.Action;
export const AlertDialogCancel = RadixAlert.Cancel;
