import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";

import type { Recipe, RecipeStatus, RecipeWrite } from "@repo/domain";
import { nlAdmin, nlDesk } from "@repo/strings";

import { toast } from "~/components/toaster";
import { failureText, useAfterWrite, useTRPC, useTRPCClient } from "~/lib/trpc";

/** 128 random bits; crypto.randomUUID exists only on https, and the site may be served over http. */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );

/** After saving, the overview returns after 1.5 seconds. */
const REDIRECT_MS = 1500;

/**
 * Creates (no id) or updates (with an id) a recipe, with a toast for each outcome. After a success
 * `saved` stays true, so the form stays locked and stops guarding unsaved changes.
 */
export function useSaveRecipe(recipeId: string | undefined) {
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const afterWrite = useAfterWrite();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate({ to: "/cms" }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const onSaved = (title: string, description: string, recipe: Recipe) => {
    setSaved(true);
    void afterWrite();
    toast({
      title,
      description,
      hint: recipe.status === "draft" ? nlDesk.concept.conceptSavedHint : undefined,
      // The way to the recipe as it now is (a concept only the administrator can open).
      action: {
        label: nlDesk.site.view,
        onClick: () => void navigate({ to: "/recipe/$id", params: { id: recipe.id } }),
      },
      carriesOver: true,
    });
  };
  const onFailed = (description: string, error: unknown) =>
    toast({
      title: nlAdmin.toasts.errorTitle,
      description: failureText(description, error),
      variant: "destructive",
    });
  // A save sent again unchanged (after an error whose answer was lost) carries the same key, so
  // the server answers with the recipe it already made instead of making a second one.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const create = useMutation({
    mutationFn: ({ data, key }: { data: RecipeWrite; key: string }) =>
      client.recipes.create.mutate(data, { context: { idempotencyKey: key } }),
    onSuccess: (recipe) => onSaved(nlAdmin.toasts.createdTitle, nlAdmin.toasts.created(recipe.name), recipe),
    onError: (error) => onFailed(nlAdmin.toasts.createFailed, error),
  });
  const update = useMutation(
    trpc.recipes.update.mutationOptions({
      onSuccess: (recipe) =>
        onSaved(nlAdmin.toasts.updatedTitle, nlAdmin.toasts.updated(recipe.name), recipe),
      onError: (error) => onFailed(nlAdmin.toasts.updateFailed, error),
    }),
  );

  /** Without a status the recipe keeps its own (a new one is published), as 'Recept opslaan' always did. */
  const save = (input: RecipeWrite, status?: RecipeStatus) => {
    const data = status ? { ...input, status } : input;
    if (recipeId) return update.mutate({ id: recipeId, recipe: data });
    const body = JSON.stringify(data);
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    create.mutate({ data, key: attempt.current.key });
  };
  return { save, pending: create.isPending || update.isPending, saved };
}
