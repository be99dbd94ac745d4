import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { representativeText, type RepresentativeValues } from '../../../shared/lib/enquiryText';
import { representativeForm } from '../../../shared/rules/forms';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { ChatEnquiryForm } from '../components/ChatEnquiryForm/ChatEnquiryForm';
import { FormPage, Intro, Title } from '../components/EnquiryPage.styles';

const initialValues: RepresentativeValues = { name: '', phone: '', products: '' };

/** /representative: name, phone and products, all required, sent by chat. */
export function RepresentativeScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <FormPage>
      <Title id={titleId}>{t('representative_title')}</Title>
      <Intro>{t('representative_intro')}</Intro>
      <ChatEnquiryForm
        table={representativeForm}
        initialValues={initialValues}
        compose={representativeText}
        titleId={titleId}
      >
        <TextField
          name="name"
          label={t('representative_name_label')}
          autoComplete="name"
          required
        />
        <TextField
          name="phone"
          label={t('representative_phone_label')}
          type="tel"
          autoComplete="tel"
          numeric
          required
        />
        <TextAreaField
          name="products"
          label={t('representative_products_label')}
          rows={5}
          required
        />
      </ChatEnquiryForm>
    </FormPage>
  );
}
