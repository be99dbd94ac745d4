import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChangePasswordMutation } from '../../../api/accountApi';
import { fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { MAX_LENGTH, PASSWORD_MIN } from '../../../shared/rules/constants';
import { formFieldName } from '../../../shared/rules/formTable';
import { changePasswordForm } from '../../../shared/rules/forms';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { Narrow } from './ChangePasswordForm.styles';
import { accountTabPath, PASSWORD_CHANGED_REDIRECT_MS, SECTION_TITLE_ID } from '../accountTabs';

interface ChangePasswordValues {
  current_password: string;
  password: string;
  passwordConfirmation: string;
}

const initialValues: ChangePasswordValues = {
  current_password: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * /change-password: the current password, then the new one and its confirmation (published names
 * password, passwordConfirmation; at least 8 and equal, shared/rules/forms/changePassword.ts).
 * The current password is shown to everyone but marked optional: the stored user carries no role,
 * and the server requires it of staff and owner accounts only (a customer's is checked when
 * given), answering its field error under it. Success says so and returns to the account after
 * 2 s; a failure says 'Failed to change password' or the server's reason.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schema = useMemo(() => buildYupSchema(changePasswordForm, t), [t]);
  const [changePassword] = useChangePasswordMutation();
  const [banner, setBanner] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = async (
    values: ChangePasswordValues,
    formik: FormikHelpers<ChangePasswordValues>,
  ) => {
    setBanner(null);
    try {
      const { message } = await changePassword({
        password: values.password,
        password_confirmation: values.passwordConfirmation,
        // Left out when empty: a customer's change without it is the documented payload.
        ...(values.current_password ? { current_password: values.current_password } : {}),
      }).unwrap();
      const text = message ?? t('password_changed_success');
      setBanner({ tone: 'success', text });
      notify.success(text);
      formik.resetForm();
      timer.current = setTimeout(
        () => void navigate(accountTabPath('profile')),
        PASSWORD_CHANGED_REDIRECT_MS,
      );
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        // The server answers by payload names (password_confirmation), not the form's own.
        const errors: Record<string, string> = {};
        for (const [wire, message] of Object.entries(fields)) {
          errors[formFieldName(changePasswordForm, wire) ?? wire] = message;
        }
        formik.setErrors(errors);
        void formik.setTouched(
          Object.fromEntries(Object.keys(errors).map((name) => [name, true])),
          false,
        );
        return;
      }
      const text = toErrorMessage(error, t, 'change_password_error');
      setBanner({ tone: 'error', text });
      notify.error(text);
    }
  };

  return (
    <Narrow>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        <FormRoot aria-labelledby={SECTION_TITLE_ID}>
          <FormBanner
            message={banner?.text}
            tone={banner?.tone}
            onDismiss={() => setBanner(null)}
          />
          <TextField
            name="current_password"
            label={t('change_password_field_current')}
            hint={t('change_password_current_hint')}
            type="password"
            autoComplete="current-password"
            maxLength={MAX_LENGTH.password}
          />
          <TextField
            name="password"
            label={t('change_password_field_password')}
            hint={t('password_hint_min', { min: PASSWORD_MIN.change })}
            type="password"
            autoComplete="new-password"
            required
            maxLength={MAX_LENGTH.password}
          />
          <TextField
            name="passwordConfirmation"
            label={t('change_password_field_confirmation')}
            type="password"
            autoComplete="new-password"
            required
            maxLength={MAX_LENGTH.password}
          />
          <SubmitButton busyLabel={t('saving')} disabled={banner?.tone === 'success'}>
            {t('change_password_submit')}
          </SubmitButton>
        </FormRoot>
      </Formik>
    </Narrow>
  );
}
