import { useTranslation } from 'react-i18next';

// Issue 9 in progress: the route is wired; the screen arrives with its feature.
export function CheckoutScreen() {
  const { t } = useTranslation();
  return <h1>{t('checkout_title')}</h1>;
}
