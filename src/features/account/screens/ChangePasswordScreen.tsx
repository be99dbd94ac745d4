import { useTranslation } from 'react-i18next';

// Issue 9 in progress: the route is wired; the screen arrives with its feature.
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  return <h1>{t('change_password_title')}</h1>;
}
