import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { Arrow, Value } from './FromTo.styles';

export { ChangeList } from './FromTo.styles';

/**
 * A value before → after (the audit trail's changes, an import's report): the arrow points the
 * way the page reads and is hidden from screen readers, which hear "became" instead.
 */
export function FromTo({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Value>{from}</Value>
      <Arrow aria-hidden="true">{i18n.dir() === 'rtl' ? '←' : '→'}</Arrow>
      <VisuallyHidden>{t('admin_audit_became')}</VisuallyHidden>
      <Value>{to}</Value>
    </>
  );
}
