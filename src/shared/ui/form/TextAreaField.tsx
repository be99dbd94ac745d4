import { useField } from 'formik';
import { TextArea } from './Field.styles';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldIds } from './useFieldIds';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
  maxLength?: number;
  /** A text in a set language (an Arabic or English description) keeps its direction on either page. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

export function TextAreaField({
  name,
  label,
  hint,
  required,
  disabled,
  rows = 4,
  maxLength,
  dir,
}: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <TextArea
        {...field}
        value={field.value ?? ''}
        id={ids.id}
        rows={rows}
        disabled={disabled}
        maxLength={maxLength}
        dir={dir}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        $invalid={Boolean(error)}
      />
    </FieldFrame>
  );
}
