import { useTranslation } from 'react-i18next';

// Issue 9 in progress: the route is wired; the screen arrives with its feature.
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  return <h1>{t('reset_password_title')}</h1>;
}
