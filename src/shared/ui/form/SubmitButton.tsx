import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../Button';
import { BusyDot, FullWidth } from './SubmitButton.styles';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Shown while the form submits (e.g. t('logging_in')). */
  busyLabel: string;
  /** Busy for a reason other than Formik's own submit (a request started elsewhere). */
  busy?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
}

/** The form's submit button: disabled and aria-busy with its busy label while submitting. */
export function SubmitButton({
  children,
  busyLabel,
  busy = false,
  disabled = false,
  variant,
}: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const working = isSubmitting || busy;
  return (
    <FullWidth>
      <Button type="submit" $variant={variant} disabled={working || disabled} aria-busy={working}>
        {working ? <BusyDot aria-hidden="true" /> : null}
        {working ? busyLabel : children}
      </Button>
    </FullWidth>
  );
}
