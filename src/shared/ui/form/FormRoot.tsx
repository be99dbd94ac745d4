import { Form } from 'formik';
import type { ReactNode } from 'react';
import { Fields } from './FormRoot.styles';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

export interface FormRootProps {
  children: ReactNode;
  /** Names the form for assistive technology (e.g. the id of the screen's h1). */
  'aria-labelledby'?: string;
}

/**
 * Formik's <form> for every storefront form: no browser validation bubbles (the rule tables
 * answer, translated), fields stacked with even gaps, focus to the first invalid field after a
 * failed submit. Render inside <Formik>.
 */
export function FormRoot({ children, 'aria-labelledby': labelledBy }: FormRootProps) {
  const ref = useFocusFirstInvalid<HTMLFormElement>();
  return (
    <Fields as={Form} ref={ref} noValidate aria-labelledby={labelledBy}>
      {children}
    </Fields>
  );
}
