import { useTranslation } from 'react-i18next';

// Issue 9 in progress: the route is wired; the screen arrives with its feature.
export function LoginScreen() {
  const { t } = useTranslation();
  return <h1>{t('login_title')}</h1>;
}
