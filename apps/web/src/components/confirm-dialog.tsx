import { buttonClass } from "@repo/ui";
import { AlertDialogCancel, Dialog, DialogActions } from "@repo/ui/dialog";

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
    <Dialog
      alert
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      <DialogActions>
        <AlertDialogCancel className={buttonClass({ variant: "secondary" })}>
          {props.cancelLabel}
        </AlertDialogCancel>
        <button
          type="button"
          disabled={props.pending}
          onClick={props.onConfirm}
          className={buttonClass({ variant: "danger" })}
        >
          {props.pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
