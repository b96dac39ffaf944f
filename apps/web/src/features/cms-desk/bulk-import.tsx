import type { FormEvent } from "react";
import { useState } from "react";
import { Link } from "@tanstack/react-router";

import { nlDesk } from "@repo/strings";
import { buttonClass, Heading } from "@repo/ui";
import { Field, Textarea } from "@repo/ui/field";

import { useAfterWrite } from "~/lib/trpc";

const t = nlDesk.bulk;
/** One paste at a time stays a list one can follow; each address is a full import of its own. */
const MAX_ADDRESSES = 50;

type Step =
  | { state: "waiting" | "running" }
  | { state: "imported" | "duplicate"; id: string; name: string }
  | { state: "failed"; reason: string };

interface Row {
  url: string;
  step: Step;
}

/** The addresses in a paste: one a line, blank lines and repeats left out. */
export function addressesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    ),
  ];
}

/** Through the REST path, as the single import: the server's reason comes in Dutch. */
async function importOne(url: string): Promise<Step> {
  if (!/^https?:\/\//i.test(url)) return { state: "failed", reason: t.notAnAddress };
  try {
    const response = await fetch("/api/import/concept", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      outcome?: "imported" | "duplicate";
      recipe?: { id: string; name: string };
      message?: string;
    };
    if (response.ok && answer.outcome && answer.recipe)
      return { state: answer.outcome, id: answer.recipe.id, name: answer.recipe.name };
    return { state: "failed", reason: answer.message ?? String(response.status) };
  } catch (error) {
    return { state: "failed", reason: (error as Error).message };
  }
}

function stepText(step: Step): string {
  switch (step.state) {
    case "waiting":
      return t.waiting;
    case "running":
      return t.running;
    case "imported":
      return t.imported(step.name);
    case "duplicate":
      return t.duplicate(step.name);
    case "failed":
      return t.failed(step.reason);
  }
}

/** Several addresses at once, imported one after another as concepts, with a line of progress each. */
export function BulkImport() {
  const afterWrite = useAfterWrite();
  const [text, setText] = useState("");
  const [rows, setRows] = useState<Row[]>([]);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const urls = addressesOf(text);
    if (urls.length === 0) return setError(t.none);
    if (urls.length > MAX_ADDRESSES) return setError(t.tooMany(MAX_ADDRESSES));
    setError(null);
    setRunning(true);
    const update = (i: number, step: Step) =>
      setRows((current) => current.map((row, j) => (j === i ? { ...row, step } : row)));
    setRows(urls.map((url) => ({ url, step: { state: "waiting" } })));
    // One after another: each import holds the server's fetch guard and deadline on its own.
    for (const [i, url] of urls.entries()) {
      update(i, { state: "running" });
      update(i, await importOne(url));
    }
    setRunning(false);
    await afterWrite();
  }

  const count = (state: Step["state"]) => rows.filter((row) => row.step.state === state).length;
  const finished = !running && rows.length > 0;
  return (
    <section
      aria-labelledby="bulk-import"
      className="mt-8 space-y-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <Heading level={2} size="card" id="bulk-import">
        {t.title}
      </Heading>
      <p className="text-muted">{t.intro}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <Field id="bulk-urls" label={t.label} error={error ?? undefined}>
          {(control) => (
            <Textarea {...control} rows={5} value={text} onChange={(e) => setText(e.target.value)} />
          )}
        </Field>
        <div className="flex justify-end">
          <button type="submit" disabled={running} className={buttonClass()}>
            {running ? t.pending : t.submit}
          </button>
        </div>
      </form>
      {rows.length > 0 && (
        <ol aria-label={t.progressLabel} aria-live="polite" className="space-y-2">
          {rows.map((row) => (
            <li
              key={row.url}
              data-testid="bulk-row"
              data-state={row.step.state}
              className="rounded-xl border border-border p-3 text-sm"
            >
              <p className="font-mono text-xs wrap-anywhere text-muted">{row.url}</p>
              <p className={row.step.state === "failed" ? "font-medium text-danger" : "font-medium"}>
                {stepText(row.step)}
                {row.step.state === "imported" && (
                  <>
                    {" "}
                    <Link to="/cms/edit/$id" params={{ id: row.step.id }} className="text-primary underline">
                      {t.open}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {finished && (
        <p role="status" data-testid="bulk-done" className="font-semibold">
          {t.done(count("imported"), count("duplicate"), count("failed"))}
        </p>
      )}
    </section>
  );
}
