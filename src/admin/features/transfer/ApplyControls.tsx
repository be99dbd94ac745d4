import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import type { ProductImportReportDto } from '../../../shared/wire/adminTransfer';
import { ApplyBar, Hint } from './Transfer.styles';

/**
 * Apply a checked file. While rows are broken the button waits for "skip the rows with errors"
 * (and says why it waits); with nothing to create or change there is nothing to apply.
 */
export function ApplyControls({
  counts,
  busy,
  onApply,
}: {
  counts: ProductImportReportDto['counts'];
  busy: boolean;
  onApply: (skipInvalid: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [skip, setSkip] = useState(false);
  const broken = counts.error > 0;
  const blocked = broken && !skip;
  const nothing = counts.create + counts.update === 0;

  return (
    <ApplyBar>
      {broken ? (
        <label htmlFor={`${ids}-skip`}>
          <input
            id={`${ids}-skip`}
            type="checkbox"
            name="skip_invalid"
            checked={skip}
            onChange={(event) => setSkip(event.target.checked)}
          />
          {t('admin_transfer_skip_invalid')}
        </label>
      ) : null}
      <Button
        type="button"
        disabled={busy || blocked || nothing}
        aria-describedby={blocked ? `${ids}-why` : undefined}
        onClick={() => onApply(skip)}
      >
        {busy ? t('admin_transfer_applying') : t('admin_transfer_apply')}
      </Button>
      {blocked ? <Hint id={`${ids}-why`}>{t('admin_transfer_apply_blocked')}</Hint> : null}
    </ApplyBar>
  );
}
