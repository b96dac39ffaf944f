import { nlAdmin } from "@repo/strings";
import { Field, Input, Select } from "@repo/ui/field";

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
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="" disabled>
            {nlAdmin.form.choose}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
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
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
