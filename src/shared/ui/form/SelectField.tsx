import { useField } from 'formik';
import { Select } from './Field.styles';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldIds } from './useFieldIds';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice (value ''), e.g. "Choose a city"; none when omitted. */
  placeholder?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

/** A native <select>: keyboard and screen-reader behaviour come with it. Values are strings. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
  required,
  disabled,
  autoComplete,
}: SelectFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const ids = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <Select
        {...field}
        value={field.value ?? ''}
        id={ids.id}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        $invalid={Boolean(error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
