import { useTranslation } from 'react-i18next';

// Issue 9 in progress: the route is wired; the screen arrives with its feature.
export function CartScreen() {
  const { t } = useTranslation();
  return <h1>{t('cart_title')}</h1>;
}
