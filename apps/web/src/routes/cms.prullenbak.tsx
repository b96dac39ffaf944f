import { useState } from "react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";

import type { AppRouter, inferRouterOutputs } from "@repo/api";
import { nl, nlAdmin, nlTools } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { ConfirmDialog } from "~/components/confirm-dialog";
import { toast } from "~/components/toaster";
import { CmsBackLink, CmsPage } from "~/features/cms/cms-page";
import { useRestore } from "~/features/cms/use-restore";
import { useAfterWrite, useTRPC } from "~/lib/trpc";

export const Route = createFileRoute("/cms/prullenbak")({
  loader: ({ context: { trpc, queryClient } }) => queryClient.fetchQuery(trpc.trash.list.queryOptions()),
  staticData: { page: { title: nl.pages.cmsTrash, private: true }, failure: "fetchRecipes" },
  component: TrashPage,
});

type TrashedRecipe = inferRouterOutputs<AppRouter>["trash"]["list"][number];

const DAY_MS = 24 * 60 * 60 * 1000;
const KEEP_DAYS = 30;

function daysLeft(deletedAt: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(deletedAt) + KEEP_DAYS * DAY_MS - now) / DAY_MS));
}

const dateFormat = new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric" });

function TrashPage() {
  const trpc = useTRPC();
  const { data: recipes } = useSuspenseQuery(trpc.trash.list.queryOptions());
  const [toPurge, setToPurge] = useState<TrashedRecipe | null>(null);
  const restore = useRestore();
  // The day count is read when the list arrives; it need not tick while the page is open.
  const [now] = useState(() => Date.now());
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlTools.trash.back}</CmsBackLink>} title={nl.pages.cmsTrash}>
      <p className="mb-6 text-muted">{nlTools.trash.intro}</p>
      {recipes.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-6 py-16 text-center text-muted">
          {nlTools.trash.empty}
        </p>
      ) : (
        <ul aria-label={nlTools.trash.listLabel} className="grid gap-3">
          {recipes.map((recipe) => (
            <li
              key={recipe.id}
              data-testid="trash-item"
              className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <Heading level={2} size="card" className="wrap-anywhere">
                  {recipe.name}
                </Heading>
                <p className="text-sm text-muted">
                  {nlTools.trash.deletedOn(dateFormat.format(new Date(recipe.deletedAt)))} ·{" "}
                  {nlTools.trash.daysLeft(daysLeft(recipe.deletedAt, now))}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  aria-label={nlTools.trash.restoreLabel(recipe.name)}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ id: recipe.id, name: recipe.name })}
                  className={buttonClass({ size: "sm" })}
                >
                  {nlTools.trash.restore}
                </button>
                <button
                  type="button"
                  aria-label={nlTools.trash.purgeLabel(recipe.name)}
                  onClick={() => setToPurge(recipe)}
                  className={buttonClass({ variant: "danger", size: "sm" })}
                >
                  {nlTools.trash.purge}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PurgeDialog recipe={toPurge} onClose={() => setToPurge(null)} />
    </CmsPage>
  );
}

function PurgeDialog({ recipe, onClose }: { recipe: TrashedRecipe | null; onClose: () => void }) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const purge = useMutation(
    trpc.trash.purge.mutationOptions({
      onSettled: onClose,
      onSuccess: () => {
        void afterWrite();
        toast({ title: nlTools.toasts.purgedTitle, description: nlTools.toasts.purged(recipe?.name ?? "") });
      },
      onError: () =>
        toast({
          title: nlAdmin.toasts.errorTitle,
          description: nlTools.toasts.purgeFailed,
          variant: "destructive",
        }),
    }),
  );
  return (
    <ConfirmDialog
      open={recipe !== null}
      onOpenChange={(open) => !open && !purge.isPending && onClose()}
      title={nlTools.trash.purgeTitle}
      description={nlTools.trash.purgeText}
      cancelLabel={nlTools.trash.cancel}
      confirmLabel={nlTools.trash.purge}
      pendingLabel={nlTools.trash.purging}
      pending={purge.isPending}
      onConfirm={() => recipe && purge.mutate({ id: recipe.id })}
    />
  );
}
