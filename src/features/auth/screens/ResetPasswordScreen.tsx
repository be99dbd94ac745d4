import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useResetPasswordMutation, type ResetPasswordInput } from '../../../api/authApi';
import { applyFieldErrors, fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { PASSWORD_MIN } from '../../../shared/rules/constants';
import { resetPasswordForm } from '../../../shared/rules/forms';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { AuthPanel } from '../components/AuthPanel/AuthPanel';
import { useDelayedNavigate } from '../hooks/useDelayedNavigate';
import { REDIRECT_DELAY_MS } from '../redirectDelays';
import { readResetEmail } from '../resetEmail';

/**
 * /reset-password (email from /forgot-password, code, new password, confirmation); on
 * success the server's message, then /login after 3 s (announced). A failure shows the server
 * message, else the first error of its `errors` (also shown under its field), else connection_error.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useLocation();
  const [resetPassword] = useResetPasswordMutation();
  const navigateLater = useDelayedNavigate();
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(resetPasswordForm, t), [t]);
  const initialValues = useMemo<ResetPasswordInput>(
    () => ({
      email: readResetEmail(location.state, location.search),
      code: '',
      password: '',
      password_confirmation: '',
    }),
    // Read once: the form owns the value afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <AuthPanel
      titleId={titleId}
      title={t('reset_password_title')}
      intro={t('reset_password_intro')}
      linksLabel={t('auth_links_label')}
      links={
        <>
          <Link to={paths.forgotPassword()}>{t('resend_code_link')}</Link>
          <Link to={paths.login()}>{t('back_to_login')}</Link>
        </>
      }
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setBanner(null);
          try {
            const { message } = await resetPassword({
              ...values,
              email: values.email.trim(),
              code: values.code.trim(),
            }).unwrap();
            const text = message ?? t('password_reset_success');
            setDone(text);
            notify.success(text);
            navigateLater(REDIRECT_DELAY_MS.resetPassword, paths.login(), { replace: true });
          } catch (error) {
            applyFieldErrors(error, formik);
            const first = Object.values(fieldErrorsOf(error) ?? {})[0];
            const text = first ?? toErrorMessage(error, t, 'connection_error');
            setBanner(text);
            notify.error(text);
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <div role="status">
            {done ? (
              <FormBanner
                tone="success"
                announce={false}
                message={`${done} ${t('redirecting_to_login')}`}
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
          <TextField
            name="code"
            label={t('reset_code_label')}
            hint={t('reset_code_hint')}
            autoComplete="one-time-code"
            numeric
            required
          />
          <TextField
            name="password"
            label={t('new_password_label')}
            type="password"
            autoComplete="new-password"
            hint={t('password_hint', { min: PASSWORD_MIN.reset })}
            required
          />
          <TextField
            name="password_confirmation"
            label={t('password_confirmation_label')}
            type="password"
            autoComplete="new-password"
            required
          />
          <SubmitButton busyLabel={t('reset_password_submitting')} disabled={done !== null}>
            {t('reset_password_submit')}
          </SubmitButton>
        </FormRoot>
      </Formik>
    </AuthPanel>
  );
}
