import { useMemo, useState } from "react";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";

import type { Recipe } from "@repo/domain";
import type { DeskSort } from "@repo/domain/desk";
import { deskOrder } from "@repo/domain/desk";
import { nl, nlAdmin, nlDesk, nlTools } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";

import { ConfirmDialog } from "~/components/confirm-dialog";
import { GaugeIcon, GearIcon, ImportIcon, PlusIcon, TrashIcon } from "~/components/icons";
import { toast } from "~/components/toaster";
import { DeskControls } from "~/features/cms-desk/desk-controls";
import { CmsRecipeCard, hasPhoto } from "~/features/cms/cms-recipe-card";
import { matchesCmsSearch } from "~/features/cms/cms-search";
import { useRestore } from "~/features/cms/use-restore";
import { failureText, useAfterWrite, useTRPC } from "~/lib/trpc";

export const Route = createFileRoute("/cms/")({
  loader: ({ context: { trpc, queryClient } }) => queryClient.fetchQuery(trpc.recipes.desk.queryOptions()),
  staticData: { failure: "fetchRecipes" },
  component: CmsList,
});

function CmsList() {
  const trpc = useTRPC();
  // Every recipe, concepts too, newest first: the list visitors read leaves concepts out.
  const { data: recipes } = useSuspenseQuery(trpc.recipes.desk.queryOptions());
  const [query, setQuery] = useState("");
  const [withoutPhoto, setWithoutPhoto] = useState(false);
  const [onlyConcepts, setOnlyConcepts] = useState(false);
  const [sort, setSort] = useState<DeskSort>("newest");
  const [toDelete, setToDelete] = useState<Recipe | null>(null);
  const results = useMemo(
    () =>
      deskOrder(
        recipes.filter(
          (r) =>
            matchesCmsSearch(r, query) &&
            !(withoutPhoto && hasPhoto(r)) &&
            !(onlyConcepts && r.status !== "draft"),
        ),
        sort,
      ),
    [recipes, query, withoutPhoto, onlyConcepts, sort],
  );
  const searching = query.trim() !== "";

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <Heading level={1}>{nl.pages.cms}</Heading>
        <CmsActions />
      </div>
      <label htmlFor="cms-zoeken" className="sr-only">
        {nlAdmin.cms.searchLabel}
      </label>
      <input
        id="cms-zoeken"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={nlAdmin.cms.searchPlaceholder}
        autoComplete="off"
        className="mb-3 h-12 w-full rounded-xl border border-border bg-surface px-4 text-base shadow-sm placeholder:text-muted"
      />
      <DeskControls
        sort={sort}
        onSort={setSort}
        filters={[
          { label: nlAdmin.cms.onlyWithoutPhoto, checked: withoutPhoto, onChange: setWithoutPhoto },
          { label: nlDesk.list.onlyConcepts, checked: onlyConcepts, onChange: setOnlyConcepts },
        ]}
      />
      {results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-6 py-16 text-center text-muted">
          {searching
            ? nlAdmin.cms.emptySearch
            : recipes.length === 0
              ? nlAdmin.cms.emptyAll
              : onlyConcepts && !withoutPhoto
                ? nlDesk.list.emptyConcepts
                : nlAdmin.cms.emptyNoPhoto}
        </p>
      ) : (
        <ul aria-label={nlAdmin.cms.recipesLabel} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {results.map((recipe) => (
            <li key={recipe.id}>
              <CmsRecipeCard recipe={recipe} onDelete={() => setToDelete(recipe)} />
            </li>
          ))}
        </ul>
      )}
      <p
        data-testid="cms-count"
        aria-live="polite"
        className="mt-6 border-t border-border pt-4 text-sm text-muted"
      >
        {nlAdmin.cms.found(results.length)}
      </p>
      <DeleteDialog recipe={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

function CmsActions() {
  const trpc = useTRPC();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      // A full page load leaves no trace of the CMS in memory, whether or not the logout call succeeded.
      onSettled: () => window.location.assign("/"),
    }),
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Link to="/cms/new" className={buttonClass()}>
        <PlusIcon />
        {nlAdmin.cms.newRecipe}
      </Link>
      <Link to="/cms/import" className={buttonClass({ variant: "secondary" })}>
        <ImportIcon />
        {nlTools.import.link}
      </Link>
      <Link to="/cms/settings" className={buttonClass({ variant: "secondary" })}>
        <GearIcon />
        {nlAdmin.cms.settings}
      </Link>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className={buttonClass({ variant: "secondary" })}
      >
        {nlAdmin.auth.logout}
      </button>
      <Link to="/cms/prullenbak" className={buttonClass({ variant: "secondary" })}>
        <TrashIcon />
        {nlTools.trash.link}
      </Link>
      <Link to="/cms/snelheid" className={buttonClass({ variant: "secondary" })}>
        <GaugeIcon />
        {nlTools.speed.link}
      </Link>
    </div>
  );
}

/** How long the toast after a delete offers to undo it; the trash keeps the recipe far longer. */
const UNDO_MS = 10_000;

function DeleteDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const restore = useRestore();
  const remove = useMutation(
    trpc.recipes.delete.mutationOptions({
      onSettled: onClose,
      onSuccess: (_result, { id }) => {
        void afterWrite();
        const name = recipe?.name ?? "";
        toast({
          title: nlAdmin.toasts.deletedTitle,
          description: nlAdmin.toasts.deleted,
          hint: nlTools.toasts.deletedUndo,
          action: { label: nlTools.toasts.undo, onClick: () => restore.mutate({ id, name }) },
          durationMs: UNDO_MS,
        });
      },
      onError: (error) =>
        toast({
          title: nlAdmin.toasts.errorTitle,
          description: failureText(nlAdmin.toasts.deleteFailed, error),
          variant: "destructive",
        }),
    }),
  );
  return (
    <ConfirmDialog
      open={recipe !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={nlAdmin.cms.deleteTitle}
      description={nlAdmin.cms.deleteText}
      cancelLabel={nlAdmin.cms.cancel}
      confirmLabel={nlAdmin.cms.confirmDelete}
      pendingLabel={nlAdmin.cms.deleting}
      pending={remove.isPending}
      onConfirm={() => recipe && remove.mutate({ id: recipe.id })}
    />
  );
}
