import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANTITY_MIN } from '../../../../shared/rules/constants';
import { Controls, Field, Input, Label, Limit, StepButton } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  value: number;
  /** The available pieces; null when the product does not say. */
  max: number | null;
  onChange: (value: number) => void;
}

function clamp(value: number, max: number | null): number {
  const upper = max ?? Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(Math.trunc(value), QUANTITY_MIN), Math.max(upper, QUANTITY_MIN));
}

/**
 * Quantity minimum 1; the stepper also stops at the available pieces and says why. The buttons
 * use aria-disabled rather than disabled so keyboard focus stays on them at a limit; the message
 * is a polite live region, read when the limit is reached.
 */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const limitId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const atMin = value <= QUANTITY_MIN;
  const atMax = max !== null && value >= max;
  const showLimit = max !== null && (atMax || tooMany);

  const set = (next: number) => {
    setTooMany(max !== null && next > max);
    onChange(clamp(next, max));
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const parsed = Number(text);
    if (text.trim() === '' || !Number.isFinite(parsed)) {
      setDraft(text);
      return;
    }
    setDraft(null);
    set(parsed);
  };

  return (
    <Field>
      <Label htmlFor={inputId}>{t('quantity_label')}</Label>
      <Controls>
        <StepButton
          type="button"
          aria-label={t('quantity_decrease')}
          aria-disabled={atMin}
          onClick={() => (atMin ? undefined : set(value - 1))}
        >
          <span aria-hidden="true">{'−'}</span>
        </StepButton>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={max ?? undefined}
          step={1}
          value={draft ?? String(value)}
          onChange={onInput}
          onBlur={() => setDraft(null)}
          aria-describedby={showLimit ? limitId : undefined}
        />
        <StepButton
          type="button"
          aria-label={t('quantity_increase')}
          aria-disabled={atMax}
          onClick={() => (atMax ? setTooMany(true) : set(value + 1))}
        >
          <span aria-hidden="true">{'+'}</span>
        </StepButton>
      </Controls>
      <Limit id={limitId} role="status" aria-live="polite">
        {showLimit
          ? max === 1
            ? t('quantity_limit_one')
            : t('quantity_limit_reached', { pieces: max })
          : null}
      </Limit>
    </Field>
  );
}
