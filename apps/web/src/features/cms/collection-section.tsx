import { useState } from "react";

import { nlAdmin, nlDesk, nlTools } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";
import { Field } from "@repo/ui/field";

import type { PreviewRecipes } from "~/features/cms-desk/collection-preview";
import { WarningIcon } from "~/components/icons";
import { toast } from "~/components/toaster";
import { CollectionPreviewList } from "~/features/cms-desk/collection-preview";
import { useAfterWrite } from "~/lib/trpc";

interface Counts {
  added: number;
  changed: number;
  same: number;
  /** The file's images: an existing one with other bytes is replaced (changed). */
  images: { added: number; changed: number; same: number };
  /** A preview's recipes by name, with the fields a change changes. */
  recipes?: PreviewRecipes;
}

/**
 * Through the REST path: an export with its images is far larger than the tRPC endpoint takes.
 * The server's message (Dutch) is shown as it is.
 */
async function sendExport(file: unknown, preview: boolean): Promise<Counts> {
  const response = await fetch(`/api/import/collection${preview ? "?preview=true&details=true" : ""}`, {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(file),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<Counts> & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? nlTools.collection.invalid);
  return {
    added: answer.added ?? 0,
    changed: answer.changed ?? 0,
    same: answer.same ?? 0,
    images: answer.images ?? { added: 0, changed: 0, same: 0 },
    recipes: answer.recipes,
  };
}

/** 'Alle recepten' in the settings: download everything, or read such a file back after a preview. */
export function CollectionSection() {
  const afterWrite = useAfterWrite();
  const [file, setFile] = useState<unknown>(null);
  const [preview, setPreview] = useState<Counts | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(step: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError((failure as Error).message);
      setPreview(null);
    } finally {
      setPending(false);
    }
  }

  const choose = (chosen: File | undefined) =>
    void run(async () => {
      setPreview(null);
      if (!chosen) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(await chosen.text());
      } catch {
        throw new Error(nlTools.collection.invalid);
      }
      setFile(parsed);
      setPreview(await sendExport(parsed, true));
    });

  const confirm = () =>
    void run(async () => {
      const counts = await sendExport(file, false);
      setPreview(null);
      setFile(null);
      await afterWrite();
      toast({
        title: nlTools.collection.importedTitle,
        description: nlTools.collection.imported(counts.added, counts.changed),
      });
    });

  return (
    <section
      aria-labelledby="collectie-titel"
      className="mt-8 space-y-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <Heading level={2} id="collectie-titel">
        {nlTools.collection.title}
      </Heading>
      <p className="text-sm text-muted">{nlTools.collection.intro}</p>
      <div className="flex flex-wrap gap-2">
        <a href="/api/export" download className={buttonClass()}>
          <span aria-hidden="true">⤓</span>
          {nlTools.collection.export}
        </a>
        <a href="/api/export?format=jsonld" download className={buttonClass({ variant: "secondary" })}>
          {nlTools.collection.exportJsonLd}
        </a>
        <a href="/api/export?history=true" download className={buttonClass({ variant: "secondary" })}>
          {nlDesk.collection.exportWithHistory}
        </a>
      </div>
      <div className="space-y-3 border-t border-border pt-5">
        <h3 className="text-sm font-semibold">{nlTools.collection.import}</h3>
        <Field id="collectie-bestand" label={nlTools.collection.chooseFile}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/json,.json"
              disabled={pending}
              onChange={(e) => choose(e.target.files?.[0])}
              className="block w-full text-sm file:mr-3 file:h-11 file:rounded-lg file:border file:border-border file:bg-surface-2 file:px-4"
            />
          )}
        </Field>
        {pending && (
          <p className="text-sm text-muted">
            {preview ? nlTools.collection.importing : nlTools.collection.reading}
          </p>
        )}
        {error && (
          <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger">
            <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
            {error}
          </p>
        )}
        {preview && (
          <div className="space-y-3 rounded-xl border border-border bg-surface-2 p-4">
            <p data-testid="collection-preview" className="font-semibold">
              {nlTools.collection.preview(preview.added, preview.changed, preview.same)}
            </p>
            {preview.recipes && <CollectionPreviewList recipes={preview.recipes} />}
            {preview.images.added + preview.images.changed > 0 && (
              <p data-testid="collection-preview-images" className="text-sm text-muted">
                {nlTools.collection.previewImages(preview.images.added, preview.images.changed)}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="button" disabled={pending} onClick={confirm} className={buttonClass()}>
                {pending ? nlTools.collection.importing : nlTools.collection.confirm}
              </button>
              <button
                type="button"
                disabled={pending}
                onClick={() => {
                  setPreview(null);
                  setFile(null);
                }}
                className={buttonClass({ variant: "secondary" })}
              >
                {nlAdmin.form.cancel}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
