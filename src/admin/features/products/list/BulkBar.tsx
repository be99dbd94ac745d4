import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, toErrorMessage } from '../../../../api/errors';
import { toLatinDigits } from '../../../../shared/rules/digits';
import {
  ADMIN_PRICE_PERCENT,
  ADMIN_PUBLISH_STATUSES,
} from '../../../../shared/rules/forms/adminProduct';
import { Button } from '../../../../shared/ui/Button';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { notify } from '../../../../shared/ui/toast/notify';
import type { AdminBulkBody } from '../../../../shared/wire/adminProducts';
import { useBulkProductsMutation } from '../../../api/productsApi';
import { Bar, BarError, BarField, BarHint } from './ProductsScreen.styles';

type BulkAction = AdminBulkBody['action'];
type PublishStatus = (typeof ADMIN_PUBLISH_STATUSES)[number];

const ACTIONS: readonly BulkAction[] = ['status', 'price_percent', 'stock'];
/** The server's percentage form: up to three digits, at most two decimals, an optional sign. */
const PERCENT_TEXT = /^[+-]?\d{1,3}(?:\.\d{1,2})?$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

interface BulkBarProps {
  ids: readonly number[];
  /** The change was applied: clear the selection. */
  onDone: () => void;
  onClear: () => void;
}

/**
 * One change to every selected product: publishing status, both prices by a percentage (asked
 * again first: it cannot be undone by the same percentage), or the stock quantity.
 */
export function BulkBar({ ids, onDone, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  const valueId = useId();
  const errorId = useId();
  const hintId = useId();
  const [action, setAction] = useState<BulkAction>('status');
  const [status, setStatus] = useState<PublishStatus>('active');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [bulk, { isLoading }] = useBulkProductsMutation();

  /** The value to send, or null after saying what is wrong. */
  const checkedValue = (): AdminBulkBody['value'] | null => {
    if (action === 'status') return status;
    const text = toLatinDigits(number.trim()).replace('−', '-');
    if (action === 'stock') {
      if (WHOLE_NUMBER.test(text)) return Number(text);
      setError(t('admin_quantity_invalid'));
      return null;
    }
    const percent = Number(text);
    if (
      PERCENT_TEXT.test(text) &&
      percent >= ADMIN_PRICE_PERCENT.min &&
      percent <= ADMIN_PRICE_PERCENT.max
    ) {
      return percent;
    }
    setError(t('admin_bulk_percent_invalid'));
    return null;
  };

  const send = async (value: AdminBulkBody['value']) => {
    try {
      const updated = await bulk({ ids: [...ids], action, value }).unwrap();
      notify.success(t('admin_products_bulk_done', { count: updated }));
      setNumber('');
      onDone();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (fields?.value) setError(fields.value);
      else notify.error(toErrorMessage(failure, t, 'admin_products_bulk_failed'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = checkedValue();
    if (value === null) return;
    if (action === 'price_percent') setConfirming(Number(value));
    else void send(value);
  };

  const invalid = error !== null;
  return (
    <Bar onSubmit={onSubmit} noValidate aria-label={t('admin_products_bulk_label')}>
      <BarField>
        {t('admin_products_bulk_action')}
        <select
          name="action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value as BulkAction);
            setNumber('');
            setError(null);
          }}
        >
          {ACTIONS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`admin_products_bulk_action_${choice}`)}
            </option>
          ))}
        </select>
      </BarField>
      {action === 'status' ? (
        <BarField>
          {t('admin_products_bulk_status_label')}
          <select
            name="value"
            value={status}
            onChange={(event) => setStatus(event.target.value as PublishStatus)}
          >
            {ADMIN_PUBLISH_STATUSES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`admin_product_status_${choice}`)}
              </option>
            ))}
          </select>
        </BarField>
      ) : (
        <BarField as="div">
          <label htmlFor={valueId}>
            {t(
              action === 'stock'
                ? 'admin_products_bulk_stock_label'
                : 'admin_products_bulk_percent_label',
            )}
          </label>
          <input
            id={valueId}
            type="number"
            name="value"
            dir="ltr"
            inputMode={action === 'stock' ? 'numeric' : 'decimal'}
            min={action === 'stock' ? 0 : ADMIN_PRICE_PERCENT.min}
            max={action === 'stock' ? undefined : ADMIN_PRICE_PERCENT.max}
            step={action === 'stock' ? 1 : 'any'}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={
              [action === 'price_percent' ? hintId : '', invalid ? errorId : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        </BarField>
      )}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? t('admin_products_bulk_applying') : t('admin_products_bulk_apply')}
      </Button>
      <Button type="button" $variant="secondary" onClick={onClear}>
        {t('admin_products_bulk_clear')}
      </Button>
      {action === 'price_percent' ? (
        <BarHint id={hintId}>{t('admin_products_bulk_percent_hint')}</BarHint>
      ) : null}
      <BarError id={errorId} aria-live="polite">
        {error ?? ''}
      </BarError>
      {confirming !== null ? (
        <ConfirmDialog
          title={t('admin_products_bulk_confirm_title', { count: ids.length, percent: confirming })}
          message={t('admin_products_bulk_confirm_message')}
          confirmLabel={t('admin_products_bulk_confirm')}
          cancelLabel={t('admin_products_cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const percent = confirming;
            setConfirming(null);
            void send(percent);
          }}
        />
      ) : null}
    </Bar>
  );
}
