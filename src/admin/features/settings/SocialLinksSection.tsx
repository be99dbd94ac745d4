import { Formik, type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { MAX_LENGTH } from '../../../shared/rules/constants';
import { firstIssue } from '../../../shared/rules/formTable';
import { adminSocialLinkForm } from '../../../shared/rules/forms/adminSettings';
import { FieldGrid, FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import {
  useSocialPlatformsQuery,
  useUpdateSocialLinkMutation,
  type AdminSocialPlatform,
} from '../../api/settingsApi';
import { FormActions, FormBox, FormTitle, Intro } from '../../ui/Blocks.styles';
import { SectionLoad } from './SectionLoad';

type LinkValues = Record<string, string>;

/** One input per page, named after its id: `link_3`. */
const fieldOf = (platform: AdminSocialPlatform) => `link_${platform.id}`;

const valuesOf = (platforms: AdminSocialPlatform[]): LinkValues =>
  Object.fromEntries(platforms.map((platform) => [fieldOf(platform), platform.link]));

/** The pages whose link the owner changed, with the new link trimmed. */
export function changedLinks(values: LinkValues, platforms: AdminSocialPlatform[]) {
  return platforms.flatMap((platform) => {
    const link = (values[fieldOf(platform)] ?? '').trim();
    return link === platform.link ? [] : [{ platform, link }];
  });
}

/** The platform's name as the icons call it, capitalised for a label ("facebook" → "Facebook"). */
const displayName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * "Social links": one https address per page the header and footer link to. Saving sends each
 * changed link on its own (the API changes one page a call); a refused one keeps its message
 * under its input while the others are saved.
 */
export function SocialLinksSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useSocialPlatformsQuery();
  const [update] = useUpdateSocialLinkMutation();
  const [banner, setBanner] = useState<string | null>(null);

  // The same rule table the server judges with, on the changed links only.
  const validate = (platforms: AdminSocialPlatform[]) => (values: LinkValues) => {
    const errors: FormikErrors<LinkValues> = {};
    for (const { platform, link } of changedLinks(values, platforms)) {
      const issue = firstIssue(adminSocialLinkForm, 'link', () => link, 'wire');
      if (issue) errors[fieldOf(platform)] = t(issue.key, issue.vars);
    }
    return errors;
  };

  return (
    <FormBox as="section">
      <FormTitle id={titleId}>{t('admin_social_title')}</FormTitle>
      <Intro>{t('admin_social_intro')}</Intro>
      <SectionLoad query={query}>
        {(platforms) =>
          platforms.length === 0 ? (
            <p>{t('admin_social_none')}</p>
          ) : (
            <Formik
              // Not reinitialised by a save: a refused link keeps what the owner typed, while the
              // links saved beside it are compared with the list as the server now holds it.
              initialValues={valuesOf(platforms)}
              validate={validate(platforms)}
              onSubmit={async (values, formik) => {
                setBanner(null);
                const changes = changedLinks(values, platforms);
                if (changes.length === 0) {
                  notify.info(t('admin_settings_nothing_changed'));
                  return;
                }
                const refused: FormikErrors<LinkValues> = {};
                let failed = false;
                for (const { platform, link } of changes) {
                  try {
                    await update({ id: platform.id, body: { link } }).unwrap();
                  } catch (error) {
                    failed = true;
                    const message = fieldErrorsOf(error)?.link;
                    if (message) refused[fieldOf(platform)] = message;
                    else setBanner(toErrorMessage(error, t, 'admin_settings_save_failed'));
                  }
                }
                const names = Object.keys(refused);
                formik.setErrors(refused);
                void formik.setTouched(Object.fromEntries(names.map((n) => [n, true])), false);
                if (!failed) notify.success(t('admin_social_saved'));
              }}
            >
              <FormRoot aria-labelledby={titleId}>
                <FormBanner message={banner} onDismiss={() => setBanner(null)} />
                <FieldGrid>
                  {platforms.map((platform) => (
                    <TextField
                      key={platform.id}
                      name={fieldOf(platform)}
                      label={t('admin_social_link', { name: displayName(platform.name) })}
                      type="url"
                      autoComplete="off"
                      maxLength={MAX_LENGTH.link}
                    />
                  ))}
                </FieldGrid>
                <FormActions>
                  <SubmitButton busyLabel={t('admin_settings_saving')}>
                    {t('admin_social_save')}
                  </SubmitButton>
                </FormActions>
              </FormRoot>
            </Formik>
          )
        }
      </SectionLoad>
    </FormBox>
  );
}
