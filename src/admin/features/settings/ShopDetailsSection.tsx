import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import { adminShopDetailsForm } from '../../../shared/rules/forms/adminSettings';
import { SHOP_DETAILS_LIMITS as LIMITS } from '../../../shared/rules/shopDetails';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import {
  FieldGrid,
  FormBanner,
  FormRoot,
  SubmitButton,
  TextField,
  WideField,
} from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { useShopDetailsQuery, useUpdateShopDetailsMutation } from '../../api/settingsApi';
import { FormActions, FormBox, FormTitle, Intro } from '../../ui/Blocks.styles';
import { SectionLoad } from './SectionLoad';
import { PhoneGroup, PhoneLegend } from './Settings.styles';
import {
  applyShopDetailsErrors,
  chatNumberTyped,
  shopDetailsBody,
  valuesOf,
} from './shopDetailsValues';

/**
 * "Shop details": the landlines, hotline, fax, e-mail, WhatsApp number, and the address and
 * working hours in both languages (each typed in its own direction), the map's location. Only
 * the changed details are sent; the server's field errors show under their inputs.
 */
export function ShopDetailsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useShopDetailsQuery();
  const [update] = useUpdateShopDetailsMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(adminShopDetailsForm, t), [t]);

  return (
    <FormBox as="section">
      <FormTitle id={titleId}>{t('admin_shop_title')}</FormTitle>
      <Intro>{t('admin_shop_intro')}</Intro>
      <SectionLoad query={query}>
        {(details) => (
          <Formik
            initialValues={valuesOf(details)}
            enableReinitialize
            validationSchema={schema}
            onSubmit={async (values, formik) => {
              setBanner(null);
              const body = shopDetailsBody(values, details);
              if (Object.keys(body).length === 0) {
                notify.info(t('admin_settings_nothing_changed'));
                return;
              }
              try {
                await update(body).unwrap();
                notify.success(t('admin_shop_saved'));
              } catch (error) {
                if (!applyShopDetailsErrors(error, values, formik)) {
                  setBanner(toErrorMessage(error, t, 'admin_settings_save_failed'));
                }
              }
            }}
          >
            <FormRoot aria-labelledby={titleId}>
              <FormBanner message={banner} onDismiss={() => setBanner(null)} />
              <FieldGrid>
                <PhoneGroup>
                  <PhoneLegend>{t('admin_shop_phones', { max: LIMITS.phones })}</PhoneLegend>
                  {Array.from({ length: LIMITS.phones }, (_, index) => (
                    <TextField
                      key={index}
                      name={`phones.${index}`}
                      label={t('admin_shop_phone', { n: index + 1 })}
                      type="tel"
                      autoComplete="off"
                      maxLength={LIMITS.phone}
                    />
                  ))}
                </PhoneGroup>
                <TextField
                  name="customer_service_phone"
                  label={t('admin_shop_customer_service_phone')}
                  type="tel"
                  autoComplete="off"
                  maxLength={LIMITS.phone}
                />
                <TextField
                  name="fax"
                  label={t('admin_shop_fax')}
                  type="tel"
                  autoComplete="off"
                  maxLength={LIMITS.phone}
                />
                <TextField
                  name="email"
                  label={t('admin_shop_email')}
                  type="email"
                  autoComplete="off"
                  maxLength={LIMITS.email}
                />
                <TextField
                  name="chat_number"
                  label={t('admin_shop_chat_number')}
                  type="tel"
                  autoComplete="off"
                  hint={t('admin_shop_chat_number_hint')}
                  numeric
                  normalize={chatNumberTyped}
                />
                <WideField>
                  <TextField
                    name="address_ar"
                    label={t('admin_shop_address_ar')}
                    dir="rtl"
                    maxLength={LIMITS.address}
                  />
                </WideField>
                <WideField>
                  <TextField
                    name="address_en"
                    label={t('admin_shop_address_en')}
                    dir="ltr"
                    maxLength={LIMITS.address}
                  />
                </WideField>
                <TextField
                  name="working_hours_ar"
                  label={t('admin_shop_working_hours_ar')}
                  dir="rtl"
                  maxLength={LIMITS.workingHours}
                />
                <TextField
                  name="working_hours_en"
                  label={t('admin_shop_working_hours_en')}
                  dir="ltr"
                  maxLength={LIMITS.workingHours}
                />
                <WideField>
                  <TextField
                    name="map_location"
                    label={t('admin_shop_map_location')}
                    hint={t('admin_shop_map_location_hint')}
                    dir="auto"
                    maxLength={LIMITS.mapLocation}
                  />
                </WideField>
              </FieldGrid>
              <FormActions>
                <SubmitButton busyLabel={t('admin_settings_saving')}>
                  {t('admin_shop_save')}
                </SubmitButton>
              </FormActions>
            </FormRoot>
          </Formik>
        )}
      </SectionLoad>
    </FormBox>
  );
}
