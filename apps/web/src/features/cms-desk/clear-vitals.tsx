import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { nlAdmin, nlDesk } from "@repo/strings";
import { buttonClass } from "@repo/ui";

import { ConfirmDialog } from "~/components/confirm-dialog";
import { toast } from "~/components/toaster";
import { failureText, useTRPC } from "~/lib/trpc";

const t = nlDesk.speed;

/** 'Cijfers wissen' on the speed page: asked once more, then every count goes. */
export function ClearVitals() {
  const trpc = useTRPC();
  const queries = useQueryClient();
  const [asking, setAsking] = useState(false);
  const clear = useMutation(
    trpc.vitals.clear.mutationOptions({
      onSuccess: async () => {
        await queries.invalidateQueries(trpc.vitals.pathFilter());
        toast({ title: t.clearedTitle, description: t.cleared });
      },
      onError: (error) =>
        toast({
          title: nlAdmin.toasts.errorTitle,
          description: failureText(t.clearFailed, error),
          variant: "destructive",
        }),
      onSettled: () => setAsking(false),
    }),
  );
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={buttonClass({ variant: "secondary", className: "mb-6" })}
      >
        {t.clear}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && !clear.isPending && setAsking(false)}
        title={t.clearTitle}
        description={t.clearText}
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        pendingLabel={t.clearing}
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
      />
    </>
  );
}
