import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoginMutation, type LoginInput } from '../../../api/authApi';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { loginForm } from '../../../shared/rules/forms';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { AuthPanel } from '../components/AuthPanel/AuthPanel';
import { LinkLine } from '../components/AuthPanel/AuthPanel.styles';
import { useReturnAfterSignIn } from '../hooks/useReturnAfterSignIn';

const initialValues: LoginInput = { phone_number: '', password: '' };

/**
 * /login: idle, submitting, success (→ back or '/') and error; the error shows as a toast and a
 * banner. A shopper sent here by a login-required action sees why (the same login_required_*
 * message) and gets it done after logging in.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [login] = useLoginMutation();
  const { returnTo, finish, state } = useReturnAfterSignIn();
  const [banner, setBanner] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(loginForm, t), [t]);

  const reason =
    returnTo?.intent?.kind === 'cart'
      ? t('login_required_cart')
      : returnTo?.intent?.kind === 'favourite'
        ? t('login_required_wishlist')
        : null;

  return (
    <AuthPanel
      titleId={titleId}
      title={t('login_title')}
      intro={t('login_intro')}
      linksLabel={t('auth_links_label')}
      links={
        <>
          <Link to={paths.forgotPassword()}>{t('forgot_password_link')}</Link>
          <LinkLine>
            {t('no_account_prompt')}{' '}
            {/* The way back (and the pending action) go on to registration too. */}
            <Link to={paths.register()} state={state}>
              {t('register_link')}
            </Link>
          </LinkLine>
        </>
      }
    >
      <FormBanner message={reason} tone="info" />
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setBanner(null);
          try {
            const session = await login(values).unwrap();
            notify.success(session.message ?? t('logged_in_success'));
            await finish(session.user.id);
          } catch (error) {
            if (applyFieldErrors(error, formik)) return;
            const message = toErrorMessage(error, t, 'login_error');
            setBanner(message);
            notify.error(message);
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <TextField
            name="phone_number"
            label={t('phone_number_label')}
            type="tel"
            autoComplete="tel"
            numeric
            required
          />
          <TextField
            name="password"
            label={t('password_label')}
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton busyLabel={t('login_submitting')}>{t('login_submit')}</SubmitButton>
        </FormRoot>
      </Formik>
    </AuthPanel>
  );
}
