import { useTranslation } from 'react-i18next';

// Issue 9 in progress: the route is wired; the screen arrives with its feature.
export function ProfileScreen() {
  const { t } = useTranslation();
  return <h1>{t('account_title')}</h1>;
}
