import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegisterMutation } from '../../../api/authApi';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { EGYPT_COUNTRY_ID, PASSWORD_MIN } from '../../../shared/rules/constants';
import { registerForm } from '../../../shared/rules/forms';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import {
  FormBanner,
  FormRoot,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { AuthPanel } from '../components/AuthPanel/AuthPanel';
import { LinkLine } from '../components/AuthPanel/AuthPanel.styles';
import { CityField } from '../components/CityField/CityField';
import { useReturnAfterSignIn } from '../hooks/useReturnAfterSignIn';
import { Pair } from './RegisterScreen.styles';

/** The register form's published names; country is shown only (fixed to Egypt, disabled). */
interface RegisterValues {
  first_name: string;
  family_name: string;
  email: string;
  country: string;
  phone_number: string;
  city_id: string;
  address: string;
  password: string;
  password_confirmation: string;
}

const initialValues: RegisterValues = {
  first_name: '',
  family_name: '',
  email: '',
  country: String(EGYPT_COUNTRY_ID),
  phone_number: '',
  city_id: '',
  address: '',
  password: '',
  password_confirmation: '',
};

/**
 * /register (rule table registerForm): the server's field errors under their fields, else its
 * message, else server_error. Success logs in and goes back (or to '/'), doing what a
 * login-required action asked for.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [register] = useRegisterMutation();
  const { finish, state } = useReturnAfterSignIn();
  const [banner, setBanner] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(registerForm, t), [t]);
  const egypt = useMemo(
    () => [{ value: String(EGYPT_COUNTRY_ID), label: t('country_egypt') }],
    [t],
  );

  return (
    <AuthPanel
      titleId={titleId}
      title={t('register_title')}
      intro={t('register_intro')}
      linksLabel={t('auth_links_label')}
      wide
      links={
        <LinkLine>
          {t('have_account_prompt')}{' '}
          <Link to={paths.login()} state={state}>
            {t('login_link')}
          </Link>
        </LinkLine>
      }
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async ({ country: _country, city_id, ...values }, formik) => {
          setBanner(null);
          try {
            const session = await register({ ...values, city_id: Number(city_id) }).unwrap();
            notify.success(session.message ?? t('registered_success'));
            await finish(session.user.id);
          } catch (error) {
            if (applyFieldErrors(error, formik)) return;
            const message = toErrorMessage(error, t, 'server_error');
            setBanner(message);
            notify.error(message);
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <Pair>
            <TextField
              name="first_name"
              label={t('first_name_label')}
              autoComplete="given-name"
              required
            />
            <TextField
              name="family_name"
              label={t('family_name_label')}
              autoComplete="family-name"
              required
            />
          </Pair>
          <Pair>
            <TextField
              name="email"
              label={t('email_label')}
              type="email"
              autoComplete="email"
              required
            />
            <TextField
              name="phone_number"
              label={t('phone_number_label')}
              type="tel"
              autoComplete="tel"
              hint={t('phone_number_hint')}
              numeric
              required
            />
          </Pair>
          <Pair>
            <SelectField name="country" label={t('country_label')} options={egypt} disabled />
            <CityField name="city_id" />
          </Pair>
          <TextField
            name="address"
            label={t('address_label')}
            autoComplete="street-address"
            required
          />
          <Pair>
            <TextField
              name="password"
              label={t('password_label')}
              type="password"
              autoComplete="new-password"
              hint={t('password_hint', { min: PASSWORD_MIN.register })}
              required
            />
            <TextField
              name="password_confirmation"
              label={t('password_confirmation_label')}
              type="password"
              autoComplete="new-password"
              required
            />
          </Pair>
          <SubmitButton busyLabel={t('register_submitting')}>{t('register_submit')}</SubmitButton>
        </FormRoot>
      </Formik>
    </AuthPanel>
  );
}
