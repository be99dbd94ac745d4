import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkOrderText, type BulkOrderValues } from '../../../shared/lib/enquiryText';
import { bulkOrderForm } from '../../../shared/rules/forms';
import { TextAreaField, TextField } from '../../../shared/ui/form';
import { ChatEnquiryForm } from '../components/ChatEnquiryForm/ChatEnquiryForm';
import { FormPage, Intro, Title } from '../components/EnquiryPage.styles';

const initialValues: BulkOrderValues = {
  fullName: '',
  phoneNumber: '',
  companyName: '',
  products: '',
};

/** /order: full name, phone, company and a multi-line product list; nothing required. */
export function BulkOrderScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <FormPage>
      <Title id={titleId}>{t('bulk_order_title')}</Title>
      <Intro>{t('bulk_order_intro')}</Intro>
      <ChatEnquiryForm
        table={bulkOrderForm}
        initialValues={initialValues}
        compose={bulkOrderText}
        titleId={titleId}
      >
        <TextField name="fullName" label={t('bulk_order_full_name_label')} autoComplete="name" />
        <TextField
          name="phoneNumber"
          label={t('bulk_order_phone_label')}
          type="tel"
          autoComplete="tel"
          numeric
        />
        <TextField
          name="companyName"
          label={t('bulk_order_company_label')}
          autoComplete="organization"
        />
        <TextAreaField
          name="products"
          label={t('bulk_order_products_label')}
          hint={t('bulk_order_products_hint')}
          rows={8}
        />
      </ChatEnquiryForm>
    </FormPage>
  );
}
