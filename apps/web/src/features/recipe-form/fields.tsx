import type { ReactNode } from "react";

import { nlAdmin } from "@repo/strings";

export const INPUT =
  "h-11 w-full rounded-lg border border-border bg-bg px-3 text-base placeholder:text-muted aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

/** The props that tie a control to its label, hint and error for assistive technology. */
export interface ControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** An asterisk for the eye, the word 'verplicht' for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
      <span className="sr-only"> ({nlAdmin.form.required})</span>
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
      <span aria-hidden="true">⚠</span>
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the field's own error message. */
export function Field({ id, label, required, error, hint, className = "", children }: FieldProps) {
  const control: ControlProps = {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
        {required && <RequiredMark />}
      </label>
      {children(control)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface SelectProps {
  id: string;
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown under the control, e.g. that an import guessed this value. */
  hint?: string;
}

/** A required select that starts on 'Kies...' so nothing is chosen by accident. */
export function SelectField({ id, label, options, value, onChange, error, hint }: SelectProps) {
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)} className={INPUT}>
          <option value="" disabled>
            {nlAdmin.form.choose}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface NumberProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  required?: boolean;
  placeholder?: string;
  hint?: string;
  error?: string;
}

export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  required,
  placeholder,
  hint,
  error,
}: NumberProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={INPUT}
        />
      )}
    </Field>
  );
}
