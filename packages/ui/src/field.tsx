import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

import { nl } from "@repo/strings";

/** The look of every form control; an invalid one gets the danger colour's border and ring. */
const CONTROL =
  "w-full rounded-lg border border-border bg-bg px-3 text-base placeholder:text-muted aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

/** A one-line control: a finger-sized 44 px high. */
const INPUT = `h-11 ${CONTROL}`;

export function Input({ className = "", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${INPUT} ${className}`} {...props} />;
}

export function Textarea({ className = "", ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={`py-2 leading-relaxed ${CONTROL} ${className}`} {...props} />;
}

export function Select({ className = "", ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={`${INPUT} ${className}`} {...props} />;
}

/** The props that tie a control to its label, hint and error for assistive technology. */
export interface ControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The ids of a field's hint and error, for the control's (or its group's) aria-describedby. */
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
      <span className="sr-only"> ({nl.common.required})</span>
    </>
  );
}

/** A field's own error message, under its control; `id` is the field's. */
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
  /** The control (or a row with it), given the props that tie it to the label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}

/** A visible label, the control, an optional hint and the field's own error message. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
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
