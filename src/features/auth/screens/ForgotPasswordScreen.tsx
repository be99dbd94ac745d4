import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgotPasswordMutation, type ForgotPasswordInput } from '../../../api/authApi';
import { applyFieldErrors, isFetchBaseQueryError, toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { forgotPasswordForm } from '../../../shared/rules/forms';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { AuthPanel } from '../components/AuthPanel/AuthPanel';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { REDIRECT_DELAY_MS } from '../redirectDelays';
import { resetPasswordState } from '../resetEmail';

const initialValues: ForgotPasswordInput = { email: '' };

/**
 * /forgot-password: on success the server's message, then /reset-password after 2 s with
 * the e-mail (announced, role=status). Failures: 404 'Email not found'; 'Invalid email format'
 * (the rule table, or the server's field error); else the server message; else connection_error.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [forgotPassword] = useForgotPasswordMutation();
  const navigateLater = useDelayedNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(forgotPasswordForm, t), [t]);

  return (
    <AuthPanel
      titleId={titleId}
      title={t('forgot_password_title')}
      intro={t('forgot_password_intro')}
      linksLabel={t('auth_links_label')}
      links={<Link to={paths.login()}>{t('back_to_login')}</Link>}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setBanner(null);
          try {
            const { message } = await forgotPassword({ email: values.email.trim() }).unwrap();
            const text = message ?? t('reset_code_sent');
            setSent(text);
            notify.success(text);
            navigateLater(REDIRECT_DELAY_MS.forgotPassword, paths.resetPassword(), {
              state: resetPasswordState(values.email.trim()),
            });
          } catch (error) {
            if (applyFieldErrors(error, formik)) return;
            const text =
              isFetchBaseQueryError(error) && error.status === 404
                ? t('email_not_found')
                : toErrorMessage(error, t, 'connection_error');
            setBanner(text);
            notify.error(text);
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <div role="status">
            {sent ? (
              <FormBanner
                tone="success"
                announce={false}
                message={`${sent} ${t('redirecting_to_reset')}`}
              />
            ) : null}
          </div>
          <TextField
            name="email"
            label={t('email_label')}
            type="email"
            autoComplete="email"
            required
          />
          <SubmitButton busyLabel={t('forgot_password_sending')} disabled={sent !== null}>
            {t('forgot_password_submit')}
          </SubmitButton>
        </FormRoot>
      </Formik>
    </AuthPanel>
  );
}
