import type { ReactNode } from 'react';
import { ErrorText, Hint, Label, Row } from './Field.styles';
import type { FieldIds } from './useFieldIds';

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  /** The message shown under the control (only once the field was touched). */
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * Label above, control, hint and error below. The error paragraph is always in the page and
 * polite-live, so a message that appears when the shopper leaves a field is read out; the control
 * points at it with aria-describedby while it holds a message.
 */
export function FieldFrame({ ids, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <Row>
      <Label htmlFor={ids.id} $required={required}>
        {label}
      </Label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <ErrorText id={ids.errorId} aria-live="polite">
        {error ?? ''}
      </ErrorText>
    </Row>
  );
}
