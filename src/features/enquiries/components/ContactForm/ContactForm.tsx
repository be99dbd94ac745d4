import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendContactMessageMutation } from '../../../../api/contentApi';
import { applyFieldErrors, isFetchBaseQueryError, toErrorMessage } from '../../../../api/errors';
import { CONTACT } from '../../../../shared/rules/constants';
import { contactForm } from '../../../../shared/rules/forms';
import { charCount } from '../../../../shared/rules/validation';
import { buildYupSchema } from '../../../../shared/rules/yupSchema';
import {
  FormBanner,
  FormRoot,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../../shared/ui/form';
import { notify } from '../../../../shared/ui/toast/notify';
import { Panel, SectionTitle } from '../EnquiryPage.styles';

/** The contact form's field names, which outside tools rely on. */
export interface ContactValues {
  full_name: string;
  contact_email: string;
  phone_number: string;
  text: string;
}

const initialValues: ContactValues = {
  full_name: '',
  contact_email: '',
  phone_number: '',
  text: '',
};

function ContactFields() {
  const { t } = useTranslation();
  const { values, isValid, dirty } = useFormikContext<ContactValues>();
  return (
    <>
      <TextField
        name="full_name"
        label={t('contact_full_name_label')}
        autoComplete="name"
        required
      />
      <TextField
        name="contact_email"
        label={t('contact_email_label')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        name="phone_number"
        label={t('contact_phone_label')}
        type="tel"
        autoComplete="tel"
        numeric
        required
      />
      <TextAreaField
        name="text"
        label={t('contact_text_label')}
        rows={6}
        hint={t('contact_text_count', { used: charCount(values.text), max: CONTACT.textMax })}
        required
      />
      {/* Submit enabled only when the form is valid and was edited. */}
      <SubmitButton busyLabel={t('contact_sending')} disabled={!(isValid && dirty)}>
        {t('contact_submit')}
      </SubmitButton>
    </>
  );
}

/**
 * The /contact message form (POST /contact-us, the contact form rules). Success:
 * message_sent_success (toast and status) and an empty form. Failure: message_sent_error (a 429's
 * own text), the server's field errors under their fields, and every typed value kept.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [sendMessage] = useSendContactMessageMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => buildYupSchema(contactForm, t), [t]);

  const onSubmit = async (values: ContactValues, formik: FormikHelpers<ContactValues>) => {
    setBanner(null);
    setSent(false);
    try {
      await sendMessage({
        full_name: values.full_name.trim(),
        contact_email: values.contact_email.trim(),
        phone_number: values.phone_number.trim(),
        text: values.text.trim(),
      }).unwrap();
      notify.success(t('message_sent_success'));
      setSent(true);
      formik.resetForm();
    } catch (error) {
      applyFieldErrors(error, formik);
      const text =
        isFetchBaseQueryError(error) && error.status === 429
          ? toErrorMessage(error, t, 'message_sent_error')
          : t('message_sent_error');
      setBanner(text);
      notify.error(text);
    }
  };

  return (
    // A div: the form itself is the landmark named by this title.
    <Panel as="div">
      <SectionTitle id={titleId}>{t('contact_form_title')}</SectionTitle>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <div role="status">
            {sent ? (
              <FormBanner
                tone="success"
                announce={false}
                message={t('message_sent_success')}
                onDismiss={() => setSent(false)}
              />
            ) : null}
          </div>
          <ContactFields />
        </FormRoot>
      </Formik>
    </Panel>
  );
}
