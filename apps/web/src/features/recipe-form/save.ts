import type { RecipeWrite } from "@repo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";

import { nlAdmin } from "@repo/strings";

import { toast } from "~/components/toaster";
import { invalidateReads } from "~/lib/reads";
import { trpc } from "~/lib/trpc";

/** After saving, the overview returns after 1.5 seconds. */
const REDIRECT_MS = 1500;

/**
 * Creates (no id) or updates (with an id) a recipe, with a toast for each outcome. After a success
 * `saved` stays true, so the form stays locked and stops guarding unsaved changes.
 */
export function useSaveRecipe(recipeId: string | undefined) {
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate({ to: "/cms" }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const onSaved = (title: string, description: string) => {
    setSaved(true);
    void utils.recipes.invalidate();
    invalidateReads();
    toast({ title, description });
  };
  const onFailed = (description: string) =>
    toast({ title: nlAdmin.toasts.errorTitle, description, variant: "destructive" });
  const create = trpc.recipes.create.useMutation({
    onSuccess: (recipe) => onSaved(nlAdmin.toasts.createdTitle, nlAdmin.toasts.created(recipe.name)),
    onError: () => onFailed(nlAdmin.toasts.createFailed),
  });
  const update = trpc.recipes.update.useMutation({
    onSuccess: (recipe) => onSaved(nlAdmin.toasts.updatedTitle, nlAdmin.toasts.updated(recipe.name)),
    onError: () => onFailed(nlAdmin.toasts.updateFailed),
  });

  const save = (data: RecipeWrite) => {
    if (recipeId) update.mutate({ id: recipeId, recipe: data });
    else create.mutate(data);
  };
  return { save, pending: create.isPending || update.isPending, saved };
}
