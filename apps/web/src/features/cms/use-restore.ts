import { nlAdmin, nlTools } from "@repo/strings";

import { toast } from "~/components/toaster";
import { useReads } from "~/lib/reads";
import { trpc } from "~/lib/trpc";

/** Brings a recipe back from the trash: from the undo toast and from the trash page. */
export function useRestore() {
  const utils = trpc.useUtils();
  const reads = useReads();
  const restore = trpc.trash.restore.useMutation({
    onSuccess: () => {
      void utils.recipes.invalidate();
      void utils.trash.invalidate();
      reads.invalidate();
    },
    onError: () =>
      toast({
        title: nlAdmin.toasts.errorTitle,
        description: nlTools.toasts.restoreFailed,
        variant: "destructive",
      }),
  });
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
