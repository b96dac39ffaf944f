import type { FormEvent } from "react";
import { useState } from "react";
import { createFileRoute } from "@tanstack/react-router";

import type { ImportDraft } from "@repo/domain";
import { nl, nlTools } from "@repo/strings";
import { buttonClass } from "@repo/ui";
import { Field, Input, Textarea } from "@repo/ui/field";

import { WarningIcon } from "~/components/icons";
import { toast } from "~/components/toaster";
import { BulkImport } from "~/features/cms-desk/bulk-import";
import { CmsBackLink, CmsPage } from "~/features/cms/cms-page";
import { draftFromImport } from "~/features/recipe-form/draft";
import { RecipeForm } from "~/features/recipe-form/recipe-form";

export const Route = createFileRoute("/cms/import")({
  staticData: { page: { title: nl.pages.cmsImport, private: true } },
  component: ImportPage,
});

interface Imported {
  draft: ImportDraft;
  warnings: string[];
}

/**
 * Through the REST path rather than tRPC: a pasted page may be up to 5 MB, far past what the
 * tRPC endpoint takes. The server's message is Dutch and shown as it is.
 */
async function importPage(body: { url: string } | { html: string }): Promise<Imported> {
  const response = await fetch("/api/import", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<Imported> & { message?: string };
  if (!response.ok || !answer.draft) throw new Error(answer.message ?? nlTools.import.unreachable);
  return { draft: answer.draft, warnings: answer.warnings ?? [] };
}

function ImportPage() {
  const [imported, setImported] = useState<Imported | null>(null);
  return (
    <CmsPage back={<CmsBackLink to="/cms">{nlTools.import.back}</CmsBackLink>} title={nl.pages.cmsImport}>
      {imported ? (
        <>
          {imported.warnings.length > 0 && (
            <div
              role="status"
              data-testid="import-warnings"
              className="mb-6 rounded-xl border border-border bg-accent-soft p-4 text-sm"
            >
              <p className="font-semibold">{nlTools.import.warningsTitle}</p>
              <ul className="mt-1 list-disc pl-5">
                {imported.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          )}
          <RecipeForm initial={draftFromImport(imported.draft)} guessed={imported.draft.guessed} />
        </>
      ) : (
        <>
          <ImportForm onImported={setImported} />
          <BulkImport />
        </>
      )}
    </CmsPage>
  );
}

function ImportForm({ onImported }: { onImported: (result: Imported) => void }) {
  const [url, setUrl] = useState("");
  const [pasted, setPasted] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const body = url.trim() !== "" ? { url: url.trim() } : pasted.trim() !== "" ? { html: pasted } : null;
    if (!body) return setError(nlTools.import.needInput);
    setPending(true);
    setError(null);
    try {
      onImported(await importPage(body));
    } catch (failure) {
      const message = (failure as Error).message;
      setError(message);
      toast({ title: nlTools.import.failedTitle, description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <p className="text-muted">{nlTools.import.intro}</p>
      <Field id="import-url" label={nlTools.import.url}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={url}
            placeholder={nlTools.import.urlPlaceholder}
            onChange={(e) => setUrl(e.target.value)}
          />
        )}
      </Field>
      <Field id="import-html" label={nlTools.import.html}>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            className="font-mono text-xs"
          />
        )}
      </Field>
      {error && (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <WarningIcon width={16} height={16} className="mt-0.5 shrink-0" />
          {error}
        </p>
      )}
      <div className="flex justify-end border-t border-border pt-5">
        <button type="submit" disabled={pending} className={buttonClass()}>
          {pending ? nlTools.import.pending : nlTools.import.submit}
        </button>
      </div>
    </form>
  );
}
