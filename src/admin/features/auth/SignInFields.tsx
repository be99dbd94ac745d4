import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../shared/ui/form';

/**
 * The back office's sign-in fields, named as the storefront login's (`phone_number`, `password`),
 * and its submit button: the sign-in screen and the invitation page ask the same way.
 */
export function SignInFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="phone_number"
        label={t('admin_phone_label')}
        type="tel"
        autoComplete="username"
        numeric
        required
      />
      <TextField
        name="password"
        label={t('admin_password_label')}
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton busyLabel={t('admin_signing_in')}>{t('admin_sign_in_submit')}</SubmitButton>
    </>
  );
}
