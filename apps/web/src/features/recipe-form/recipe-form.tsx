import type { FormEvent } from "react";
import { useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";

import type { RecipeStatus } from "@repo/domain";
import { AIRFRYER } from "@repo/domain";
import { nlAdmin, nlDesk } from "@repo/strings";
import { buttonClass } from "@repo/ui";
import { Field, Input, Textarea } from "@repo/ui/field";

import type { DraftField, RecipeDraft } from "./draft";
import type { Setter } from "./sections";
import { toast } from "~/components/toaster";
import { draftArt } from "./art-preview";
import { IntroField, NotesFields } from "./details-fields";
import { checkDraft, sameDraft } from "./draft";
import { IconsField } from "./icons-field";
import { ImageField } from "./image-field";
import { IngredientsField } from "./ingredients-field";
import { NutritionPreview, previewServings, useNutritionPreview } from "./nutrition-preview";
import { otherProteins } from "./protein-warning";
import { useSaveRecipe } from "./save";
import { AirfryerFields, ClassificationFields, FIELD_IDS, idOf, TimeFields } from "./sections";
import { useUnsavedChangesGuard } from "./unsaved-guard";

/** One form for new and existing recipes: with a recipeId it updates, without one it creates. */
export function RecipeForm({
  recipeId,
  status = "published",
  initial,
  guessed = [],
}: {
  recipeId?: string;
  /** The saved recipe's status: a concept offers 'Publiceren'. */
  status?: RecipeStatus;
  initial: RecipeDraft;
  /** Fields an import guessed: marked until the administrator changes them. */
  guessed?: readonly DraftField[];
}) {
  const [unconfirmed, setUnconfirmed] = useState(guessed);
  // What the draft started as: a later refetch of the recipe must not make edits look unsaved.
  const [baseline] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const { save, pending, saved } = useSaveRecipe(recipeId);

  const check = useMemo(() => checkDraft(draft), [draft]);
  // Errors show from the first save attempt on, and then follow every edit.
  const errors = submitted && !check.success ? check.errors : {};
  const extraProteins = useMemo(
    () => otherProteins(draft.ingredients, draft.proteinType),
    [draft.ingredients, draft.proteinType],
  );
  const { name, chapter, proteinType, preparationMethod, ingredients, instructions, icons } = draft;
  // Only what the picture is drawn from (the steps tell a folded omelet from roerei).
  const art = useMemo(
    () => draftArt({ name, chapter, proteinType, preparationMethod, ingredients, instructions, icons }),
    [name, chapter, proteinType, preparationMethod, ingredients, instructions, icons],
  );
  const nutrition = useNutritionPreview(draft.ingredients, previewServings(draft.servings));
  useUnsavedChangesGuard(!saved && !sameDraft(draft, baseline));

  const set: Setter =
    <K extends DraftField>(field: K) =>
    (value: RecipeDraft[K]) => {
      setDraft((d) => ({ ...d, [field]: value }));
      setUnconfirmed((fields) => fields.filter((f) => f !== field));
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    submitAs(undefined);
  }

  /** Saves the draft; with a status it becomes a concept or is published, without one it keeps its own. */
  function submitAs(newStatus: RecipeStatus | undefined) {
    if (pending || saved) return;
    setSubmitted(true);
    if (!check.success) {
      toast({
        title: nlAdmin.toasts.validationTitle,
        description: nlAdmin.toasts.validationText,
        variant: "destructive",
      });
      const first = FIELD_IDS.find(([field]) => check.errors[field]);
      if (first) document.getElementById(first[1])?.focus();
      return;
    }
    save(check.data, newStatus);
  }

  // An oven recipe may carry airfryer settings as an alternative: keep them visible and editable.
  const showAirfryer =
    draft.preparationMethod === AIRFRYER || draft.airfryerTemp !== "" || draft.airfryerTime !== "";
  const sections = { draft, set, errors };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-8 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <Field id={idOf("name")} label={nlAdmin.form.name} required error={errors.name}>
        {(control) => (
          <Input {...control} type="text" value={draft.name} onChange={(e) => set("name")(e.target.value)} />
        )}
      </Field>
      <IntroField {...sections} />
      <ClassificationFields {...sections} guessed={unconfirmed} />
      {showAirfryer && <AirfryerFields {...sections} />}
      <TimeFields {...sections} guessed={unconfirmed} computedCalories={nutrition.kcal} />
      <IconsField value={draft.icons} onChange={set("icons")} guessed={unconfirmed.includes("icons")} />
      <ImageField value={draft.imageUrl} onChange={set("imageUrl")} error={errors.imageUrl} art={art} />
      <IngredientsField
        rows={draft.ingredients}
        onChange={set("ingredients")}
        error={errors.ingredients}
        warning={
          extraProteins.length > 0
            ? nlAdmin.form.proteinWarning(extraProteins.join(", "), draft.proteinType)
            : undefined
        }
      />
      <Field id={idOf("instructions")} label={nlAdmin.form.instructions} required error={errors.instructions}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={draft.instructions}
            placeholder={nlAdmin.form.instructionsPlaceholder}
            onChange={(e) => set("instructions")(e.target.value)}
          />
        )}
      </Field>
      <NutritionPreview
        preview={nutrition}
        overrides={draft.dietOverrides}
        onOverrides={set("dietOverrides")}
        chapter={draft.chapter}
        icons={draft.icons}
      />
      <NotesFields {...sections} />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-end">
        <Link to="/cms" className={buttonClass({ variant: "secondary" })}>
          {nlAdmin.form.cancel}
        </Link>
        <button
          type="button"
          disabled={pending || saved}
          onClick={() => submitAs("draft")}
          className={buttonClass({ variant: "secondary" })}
        >
          {nlDesk.concept.saveAsConcept}
        </button>
        {status === "draft" && (
          <button
            type="button"
            disabled={pending || saved}
            onClick={() => submitAs("published")}
            className={buttonClass({ variant: "secondary" })}
          >
            {nlDesk.concept.publish}
          </button>
        )}
        <button type="submit" disabled={pending || saved} className={buttonClass()}>
          {pending ? nlAdmin.form.saving : nlAdmin.form.save}
        </button>
      </div>
    </form>
  );
}
