import { Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import type { SettingsFlag, SettingsPatch } from '../../../shared/wire/adminSettings';
import type { SettingsDto } from '../../../shared/wire/content';
import { CheckboxField, FormBanner, FormRoot, SubmitButton } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { useAdminSettingsQuery, useUpdateSettingsMutation } from '../../api/settingsApi';
import { FormActions, FormBox, FormTitle } from '../../ui/Blocks.styles';
import { SectionLoad } from './SectionLoad';
import { FlagList } from './Settings.styles';

/** The five flags, maintenance first: it closes the shop, so it leads. */
export const FLAGS = [
  'is_maintenance_active',
  'is_latest_product_active',
  'is_best_seller_active',
  'is_main_banner_is_active',
  'is_banners_active',
] as const satisfies readonly SettingsFlag[];

type FlagValues = Record<SettingsFlag, boolean>;

const valuesOf = (settings: SettingsDto): FlagValues =>
  Object.fromEntries(FLAGS.map((flag) => [flag, settings[flag]])) as FlagValues;

/** Only the flags the owner switched: a save never overwrites a flag changed meanwhile elsewhere. */
export function flagsBody(values: FlagValues, before: SettingsDto): SettingsPatch {
  const body: SettingsPatch = {};
  for (const flag of FLAGS) if (values[flag] !== before[flag]) body[flag] = values[flag];
  return body;
}

/** "Home page and maintenance": one checkbox per flag, named after it, saved together. */
export function FlagsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useAdminSettingsQuery();
  const [update] = useUpdateSettingsMutation();
  const [banner, setBanner] = useState<string | null>(null);

  return (
    <FormBox as="section">
      <FormTitle id={titleId}>{t('admin_settings_flags_title')}</FormTitle>
      <SectionLoad query={query}>
        {(settings) => (
          <Formik
            initialValues={valuesOf(settings)}
            enableReinitialize
            onSubmit={async (values, formik) => {
              setBanner(null);
              const body = flagsBody(values, settings);
              if (Object.keys(body).length === 0) {
                notify.info(t('admin_settings_nothing_changed'));
                return;
              }
              try {
                await update(body).unwrap();
                notify.success(t('admin_settings_flags_saved'));
              } catch (error) {
                if (!applyFieldErrors(error, formik)) {
                  setBanner(toErrorMessage(error, t, 'admin_settings_save_failed'));
                }
              }
            }}
          >
            <FormRoot aria-labelledby={titleId}>
              {settings.is_maintenance_active ? (
                <FormBanner tone="info" message={t('admin_settings_maintenance_on')} />
              ) : null}
              <FormBanner message={banner} onDismiss={() => setBanner(null)} />
              <FlagList>
                {FLAGS.map((flag) => (
                  <CheckboxField key={flag} name={flag} label={t(`admin_settings_flag_${flag}`)} />
                ))}
              </FlagList>
              <FormActions>
                <SubmitButton busyLabel={t('admin_settings_saving')}>
                  {t('admin_settings_flags_save')}
                </SubmitButton>
              </FormActions>
            </FormRoot>
          </Formik>
        )}
      </SectionLoad>
    </FormBox>
  );
}
