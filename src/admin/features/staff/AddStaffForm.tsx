import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { staffMemberForm } from '../../../shared/rules/forms/staff';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import type { AddStaffBody, StaffMemberAnswer } from '../../../shared/wire/staff';
import { Button } from '../../../shared/ui/Button';
import {
  FieldGrid,
  FormBanner,
  FormRoot,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../shared/ui/form';
import { useAddStaffMutation } from '../../api/staffApi';
import { FormActions, FormBox, FormTitle } from '../../ui/Blocks.styles';

type AddStaffValues = Required<AddStaffBody>;

const initialValues: AddStaffValues = {
  phone_number: '',
  first_name: '',
  family_name: '',
  email: '',
  role: 'staff',
};

/**
 * POST /admin/staff: phone (their sign-in), names, e-mail (required: the set-password link goes
 * there; a number that already has an account is invited at that account's own e-mail), role.
 */
export function AddStaffForm({
  onAdded,
  onCancel,
}: {
  onAdded: (answer: StaffMemberAnswer) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [addStaff] = useAddStaffMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(staffMemberForm, t), [t]);
  const roles = [
    { value: 'staff', label: t('admin_role_staff') },
    { value: 'owner', label: t('admin_role_owner') },
  ];

  return (
    <FormBox>
      <FormTitle id={titleId}>{t('admin_staff_add_title')}</FormTitle>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setBanner(null);
          const body: AddStaffBody = {
            phone_number: values.phone_number.trim(),
            first_name: values.first_name.trim(),
            family_name: values.family_name.trim(),
            email: values.email.trim(),
            role: values.role,
          };
          try {
            const answer = await addStaff(body).unwrap();
            formik.resetForm();
            onAdded(answer);
          } catch (error) {
            if (!applyFieldErrors(error, formik)) {
              setBanner(toErrorMessage(error, t, 'admin_staff_add_failed'));
            }
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <FieldGrid>
            <TextField
              name="phone_number"
              label={t('admin_staff_phone')}
              type="tel"
              autoComplete="off"
              hint={t('admin_staff_phone_hint')}
              numeric
              required
            />
            <SelectField name="role" label={t('admin_staff_role')} options={roles} required />
            <TextField name="first_name" label={t('admin_staff_first_name')} required />
            <TextField name="family_name" label={t('admin_staff_family_name')} required />
            <TextField
              name="email"
              label={t('admin_staff_email')}
              type="email"
              autoComplete="off"
              hint={t('admin_staff_email_hint')}
              required
            />
          </FieldGrid>
          <FormActions>
            <SubmitButton busyLabel={t('admin_staff_adding')}>
              {t('admin_staff_add_submit')}
            </SubmitButton>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('admin_staff_cancel')}
            </Button>
          </FormActions>
        </FormRoot>
      </Formik>
    </FormBox>
  );
}
