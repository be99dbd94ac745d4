import { useField } from 'formik';
import type { ChangeEvent, HTMLAttributes } from 'react';
import { toLatinDigits } from '../../rules/digits';
import { Input } from './Field.styles';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldIds } from './useFieldIds';

export interface TextFieldProps {
  /** The form field name (outside tools rely on it), also the Formik value key. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Phone, e-mail and code values read left to right in Arabic too; default ltr for those. */
  dir?: 'ltr' | 'rtl' | 'auto';
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Digits field (phone, code, quantity): Arabic-Indic and Persian digits typed are stored as
   * Latin digits, so what is validated and sent is 0-9.
   */
  numeric?: boolean;
  /**
   * Rewrites what is typed or pasted before it is kept (after `numeric`'s digits): the value the
   * rules judge and the form sends is the rewritten one.
   */
  normalize?: (value: string) => string;
  maxLength?: number;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  dir,
  hint,
  required,
  disabled,
  numeric = false,
  normalize,
  maxLength,
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const ltr = numeric || type === 'email' || type === 'tel' || type === 'url';

  const onChange =
    numeric || normalize
      ? (event: ChangeEvent<HTMLInputElement>) => {
          const typed = numeric ? toLatinDigits(event.target.value) : event.target.value;
          void helpers.setValue(normalize ? normalize(typed) : typed);
        }
      : field.onChange;

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <Input
        {...field}
        value={field.value ?? ''}
        onChange={onChange}
        id={ids.id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode ?? (numeric && type !== 'tel' ? 'numeric' : undefined)}
        dir={dir ?? (ltr ? 'ltr' : undefined)}
        disabled={disabled}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error })}
        $invalid={Boolean(error)}
      />
    </FieldFrame>
  );
}
