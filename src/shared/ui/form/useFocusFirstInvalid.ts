import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useRef } from 'react';

/** `{ a: 'x', b: { c: 'y' } }` → `['a', 'b.c']`: the field names holding a message. */
function errorNames(errors: FormikErrors<unknown>, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return value ? [name] : [];
    return errorNames(value as FormikErrors<unknown>, name);
  });
}

/**
 * After a submit that fails (client rules or the server's field errors put in
 * by applyFieldErrors), focus moves to the first invalid field in page order, which then reads
 * its message (aria-describedby). Call inside <Formik>; put the ref on the <form>.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const names = new Set(errorNames(errors));
    if (names.size === 0 || !formRef.current) return;
    // A field that is no form control (a rich-text editor) carries its name in data-field-name.
    const fields = formRef.current.querySelectorAll<HTMLElement>(
      'input, select, textarea, [data-field-name]',
    );
    const nameOf = (field: HTMLElement) =>
      field.getAttribute('name') ?? field.getAttribute('data-field-name') ?? '';
    const first = Array.from(fields).find(
      (field) => names.has(nameOf(field)) && !field.hasAttribute('disabled'),
    );
    first?.focus();
  }, [submitCount, isSubmitting, isValidating, errors]);

  return formRef;
}
