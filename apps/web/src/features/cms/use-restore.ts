import { useMutation } from "@tanstack/react-query";

import { nlAdmin, nlTools } from "@repo/strings";

import { toast } from "~/components/toaster";
import { useAfterWrite, useTRPC } from "~/lib/trpc";

/** Brings a recipe back from the trash: from the undo toast and from the trash page. */
export function useRestore() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const restore = useMutation(
    trpc.trash.restore.mutationOptions({
      onSuccess: () => void afterWrite(),
      onError: () =>
        toast({
          title: nlAdmin.toasts.errorTitle,
          description: nlTools.toasts.restoreFailed,
          variant: "destructive",
        }),
    }),
  );
  return {
    mutate: ({ id, name }: { id: string; name: string }) =>
      restore.mutate(
        { id },
        {
          onSuccess: () =>
            toast({ title: nlTools.toasts.restoredTitle, description: nlTools.toasts.restored(name) }),
        },
      ),
    isPending: restore.isPending,
  };
}
