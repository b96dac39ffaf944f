import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";

import { nlAdmin, nlDesk } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { toast } from "~/components/toaster";
import { failureText, useAfterWrite, useTRPC } from "~/lib/trpc";
import { ChangeView } from "./change-view";

const t = nlDesk.history;
const when = new Intl.DateTimeFormat("nl-NL", { dateStyle: "medium", timeStyle: "short" });

/**
 * 'Geschiedenis' under the edit form: the earlier versions, newest first, each with what the save
 * after it changed, and a way back to it. Read only once opened.
 */
export function HistoryPanel({ recipeId, onRestored }: { recipeId: string; onRestored: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="geschiedenis"
      className="mt-8 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading level={2} size="card" id="geschiedenis">
          {t.title}
        </Heading>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          {open ? t.hide : t.show}
        </button>
      </div>
      {open && <Versions recipeId={recipeId} onRestored={onRestored} />}
    </section>
  );
}

function Versions({ recipeId, onRestored }: { recipeId: string; onRestored: () => void }) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const history = useQuery(trpc.history.list.queryOptions({ id: recipeId }));
  const restore = useMutation(
    trpc.history.restore.mutationOptions({
      onSuccess: async (recipe) => {
        await afterWrite();
        toast({ title: t.restoredTitle, description: t.restored(recipe.name) });
        onRestored();
      },
      onError: (error) =>
        toast({
          title: nlAdmin.toasts.errorTitle,
          description: failureText(t.restoreFailed, error),
          variant: "destructive",
        }),
    }),
  );
  if (history.isPending) return <p className="mt-4 text-muted">{t.loading}</p>;
  if (history.isError) return <p className="mt-4 text-danger">{t.failed}</p>;
  const { versions } = history.data;
  return (
    <>
      <p className="mt-2 text-sm text-muted">{t.intro}</p>
      {versions.length === 0 ? (
        <p className="mt-4 text-muted">{t.empty}</p>
      ) : (
        <ol aria-label={t.listLabel} className="mt-4 space-y-4">
          {versions.map((version) => (
            <li
              key={version.id}
              data-testid="history-version"
              className="rounded-xl border border-border p-3 sm:p-4"
            >
              <p className="font-semibold">{t.savedOn(when.format(new Date(version.savedAt)))}</p>
              <p className="mb-3 text-sm text-muted">
                {t.replacedOn(when.format(new Date(version.replacedAt)))}
              </p>
              <div className="space-y-3">
                {version.changes.length === 0 ? (
                  <p className="text-sm text-muted">{t.noChanges}</p>
                ) : (
                  version.changes.map((change) => <ChangeView key={change.field} change={change} />)
                )}
              </div>
              <button
                type="button"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: recipeId, versionId: version.id })}
                className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
              >
                {restore.isPending && restore.variables.versionId === version.id ? t.restoring : t.restore}
              </button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
