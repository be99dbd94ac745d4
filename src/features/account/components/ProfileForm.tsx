import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import {
  useGetProfileQuery,
  useUpdatePersonalInfoMutation,
  type PersonalInfoInput,
} from '../../../api/accountApi';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { selectCurrentUser, type AuthState } from '../../../entities/session/authSlice';
import { MAX_LENGTH } from '../../../shared/rules/constants';
import { profileForm } from '../../../shared/rules/forms';
import { isReservedEmail, isValidEmail } from '../../../shared/rules/validation';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { FieldGrid, FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { SECTION_TITLE_ID } from '../accountTabs';

/**
 * A new e-mail under the staff placeholder domain (the server refuses it the same way); the
 * e-mail the account already has passes, a staff member added without one keeps theirs.
 */
function takesReservedEmail(values: PersonalInfoInput, initial: PersonalInfoInput): boolean {
  const email = values.email.trim();
  return (
    email.toLowerCase() !== initial.email.trim().toLowerCase() &&
    isValidEmail(email) &&
    isReservedEmail(email)
  );
}

/** Whether the values change the account's identity (e-mail or phone number). */
function changesIdentity(values: PersonalInfoInput, initial: PersonalInfoInput): boolean {
  return (
    values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase() ||
    values.phone_number.trim() !== initial.phone_number.trim()
  );
}

/**
 * Personal info (first_name, last_name, phone_number, email; the rules of
 * shared/rules/forms/profile.ts). Filled from the stored user, refreshed from GET
 * /profile/userInfo; a save updates the stored user (userUpdated in accountApi).
 * Changing the e-mail or phone asks for the current password (a stolen session alone must not
 * take the account); the server also mails the previous e-mail a link that undoes the change.
 */
export function ProfileForm() {
  const { t } = useTranslation();
  const user = useSelector((state: { auth: AuthState }) => selectCurrentUser(state));
  // Keeps the stored user in step with the server (accountApi getProfile → userUpdated).
  useGetProfileQuery(user?.id ?? 0, { skip: !user });
  const [updatePersonalInfo] = useUpdatePersonalInfoMutation();
  const schema = useMemo(() => buildYupSchema(profileForm, t), [t]);
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const initialValues: PersonalInfoInput = useMemo(
    () => ({
      first_name: user?.firstName ?? '',
      last_name: user?.familyName ?? '',
      phone_number: user?.phoneNumber ?? '',
      email: user?.email ?? '',
      current_password: '',
    }),
    [user?.firstName, user?.familyName, user?.phoneNumber, user?.email],
  );

  const submit = async (values: PersonalInfoInput, formik: FormikHelpers<PersonalInfoInput>) => {
    setBanner(null);
    const { current_password: currentPassword, ...info } = values;
    const input = changesIdentity(values, initialValues)
      ? { ...info, current_password: currentPassword }
      : info;
    try {
      const { message } = await updatePersonalInfo(input).unwrap();
      const text = message ?? t('personal_info_updated_success');
      setBanner({ tone: 'success', text });
      notify.success(text);
    } catch (error) {
      if (applyFieldErrors(error, formik)) return;
      const text = toErrorMessage(error, t, 'personal_info_update_error');
      setBanner({ tone: 'error', text });
      notify.error(text);
    }
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validate={(values) => ({
        ...(takesReservedEmail(values, initialValues) ? { email: t('email_domain_reserved') } : {}),
        ...(changesIdentity(values, initialValues) && !values.current_password
          ? { current_password: t('field_required') }
          : {}),
      })}
      onSubmit={submit}
      enableReinitialize
    >
      {({ values }) => (
        <FormRoot aria-labelledby={SECTION_TITLE_ID}>
          <FormBanner
            message={banner?.text}
            tone={banner?.tone}
            onDismiss={() => setBanner(null)}
          />
          <FieldGrid>
            <TextField
              name="first_name"
              label={t('profile_field_first_name')}
              autoComplete="given-name"
              required
              maxLength={MAX_LENGTH.name}
            />
            <TextField
              name="last_name"
              label={t('profile_field_last_name')}
              autoComplete="family-name"
              required
              maxLength={MAX_LENGTH.name}
            />
            <TextField
              name="phone_number"
              label={t('profile_field_phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              numeric
              required
              maxLength={MAX_LENGTH.phone}
            />
            <TextField
              name="email"
              label={t('profile_field_email')}
              type="email"
              autoComplete="email"
              required
              maxLength={MAX_LENGTH.email}
            />
            {changesIdentity(values, initialValues) && (
              <TextField
                name="current_password"
                label={t('profile_field_current_password')}
                hint={t('profile_current_password_hint')}
                type="password"
                autoComplete="current-password"
                required
              />
            )}
          </FieldGrid>
          <SubmitButton busyLabel={t('saving')}>{t('profile_save')}</SubmitButton>
        </FormRoot>
      )}
    </Formik>
  );
}
