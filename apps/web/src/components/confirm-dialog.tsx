import { AlertDialog } from "radix-ui";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * A question that must be answered before a destructive action. The confirm button does not
 * close the dialog itself: the caller closes it once the action has finished.
 */
export function ConfirmDialog(props: Props) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 animate-[fade-in_150ms_ease-out]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="font-serif text-2xl font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{props.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="inline-flex h-11 items-center justify-center rounded-lg border border-border bg-surface px-4 font-medium hover:bg-surface-2">
              {props.cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              disabled={props.pending}
              onClick={props.onConfirm}
              className="inline-flex h-11 items-center justify-center rounded-lg bg-danger px-4 font-semibold text-danger-fg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {props.pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
