import { useField } from 'formik';
import type { ReactNode } from 'react';
import { Checkbox, CheckboxRow, ErrorText, Hint, Label, Row } from './Field.styles';
import { describedBy, useFieldIds } from './useFieldIds';

export interface CheckboxFieldProps {
  name: string;
  /** Text or inline content (e.g. a link to the terms) beside the box. */
  label: ReactNode;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A boolean Formik value as a native checkbox, the label beside it. */
export function CheckboxField({ name, label, hint, required, disabled }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const ids = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Row>
      <CheckboxRow>
        <Checkbox
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          type="checkbox"
          id={ids.id}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { hint, error })}
        />
        <Label htmlFor={ids.id}>{label}</Label>
      </CheckboxRow>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <ErrorText id={ids.errorId} aria-live="polite">
        {error ?? ''}
      </ErrorText>
    </Row>
  );
}
