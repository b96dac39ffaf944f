import { nlAdmin } from "@repo/strings";
import { Field, Textarea } from "@repo/ui/field";

import type { DraftField } from "./draft";
import type { SectionProps } from "./sections";
import { idOf } from "./sections";

function TextArea({
  field,
  label,
  hint,
  rows,
  draft,
  set,
  errors,
}: SectionProps & {
  field: Extract<DraftField, "intro" | "tools" | "tips" | "storage">;
  label: string;
  hint?: string;
  rows: number;
}) {
  return (
    <Field id={idOf(field)} label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <Textarea
          {...control}
          rows={rows}
          value={draft[field]}
          onChange={(e) => set(field)(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The intro under the title. */
export function IntroField(props: SectionProps) {
  return (
    <TextArea {...props} field="intro" label={nlAdmin.form.intro} hint={nlAdmin.form.introHint} rows={2} />
  );
}

/** Benodigdheden, tips and storage: after the steps, as on the recipe page. */
export function NotesFields(props: SectionProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextArea {...props} field="tools" label={nlAdmin.form.tools} hint={nlAdmin.form.toolsHint} rows={3} />
      <TextArea {...props} field="tips" label={nlAdmin.form.tips} rows={3} />
      <TextArea {...props} field="storage" label={nlAdmin.form.storage} rows={3} />
    </div>
  );
}
