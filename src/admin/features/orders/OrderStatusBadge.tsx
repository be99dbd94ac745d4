import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../shared/rules/orderStatus';
import { Badge } from './OrderStatusBadge.styles';
import { STATUS_KEYS } from './orderLabels';

/** The status in words, in a coloured frame (the colour only repeats what the words say). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge $status={status}>{t(STATUS_KEYS[status])}</Badge>;
}
