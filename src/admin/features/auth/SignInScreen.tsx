import { Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../../api/errors';
import type { Language } from '../../../shared/rules/constants';
import { loginForm } from '../../../shared/rules/forms/login';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { FormBanner, FormRoot } from '../../../shared/ui/form';
import { NOT_STAFF, useSignInMutation, type SignInInput } from '../../api/authApi';
import { Card, Intro, Page, Title, TopLine } from './AuthCard.styles';
import { SignInFields } from './SignInFields';

const initialValues: SignInInput = { phone_number: '', password: '' };

/**
 * /admin signed out (any back-office address shows it until someone signs in, then that page):
 * the storefront's login fields; a shopper's account is refused with its own message.
 */
export function SignInScreen({
  languageHref,
  otherLanguage,
}: {
  languageHref: string;
  otherLanguage: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [signIn] = useSignInMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const schema = useMemo(() => buildYupSchema(loginForm, t), [t]);

  return (
    <Page>
      <Card>
        <TopLine>
          <span>{t('admin_shop_name')}</span>
          <a href={languageHref} hrefLang={otherLanguage} lang={otherLanguage}>
            {t('admin_language_link')}
          </a>
        </TopLine>
        <Title id={titleId}>{t('admin_sign_in_title')}</Title>
        <Intro>{t('admin_sign_in_intro')}</Intro>
        <Formik
          initialValues={initialValues}
          validationSchema={schema}
          onSubmit={async (values) => {
            setBanner(null);
            try {
              await signIn(values).unwrap();
            } catch (error) {
              const notStaff =
                typeof error === 'object' &&
                error !== null &&
                (error as { error?: unknown }).error === NOT_STAFF;
              setBanner(
                notStaff ? t('admin_not_staff') : toErrorMessage(error, t, 'admin_sign_in_error'),
              );
            }
          }}
        >
          <FormRoot aria-labelledby={titleId}>
            <FormBanner message={banner} onDismiss={() => setBanner(null)} />
            <SignInFields />
          </FormRoot>
        </Formik>
      </Card>
    </Page>
  );
}
