import { useTranslation } from 'react-i18next';
import { Title } from '../components/EnquiryPage.styles';

// PLACEHOLDER (issue 10 scaffolding): replaced by the screen of SPEC §2 /order.
export function BulkOrderScreen() {
  const { t } = useTranslation();
  return <Title>{t('bulk_order_title')}</Title>;
}
