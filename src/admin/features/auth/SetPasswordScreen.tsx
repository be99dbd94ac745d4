import { Formik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { applyFieldErrors, fieldErrorsOf, toErrorMessage } from '../../../api/errors';
import { PASSWORD_MIN } from '../../../shared/rules/constants';
import { staffPasswordForm } from '../../../shared/rules/forms/staff';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { otherLanguage, toLanguage } from '../../../shared/lib/language';
import { FormBanner, FormRoot, SubmitButton, TextField } from '../../../shared/ui/form';
import { useSetStaffPasswordMutation } from '../../api/staffApi';
import { adminBase, otherLanguageHref } from '../../ui/paths';
import { Card, Intro, Page, Title, TopLine } from './AuthCard.styles';
import { Outcome, OutcomeText } from './SetPasswordScreen.styles';

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

const initialValues: PasswordValues = { password: '', password_confirmation: '' };

/** What the page shows: the form, the password set, or a link that cannot be used. */
type View =
  { kind: 'form' } | { kind: 'done'; message: string } | { kind: 'dead'; message: string };

/**
 * /admin/set-password?token=… (signed out): the invite link's page, where a new staff member
 * chooses the password they sign in with. A missing, wrong, used or expired link says so and
 * sends them back to the owner, who can give them a new one.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const titleId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [setPassword] = useSetStaffPasswordMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [view, setView] = useState<View>(() =>
    token ? { kind: 'form' } : { kind: 'dead', message: t('staff_invite_invalid') },
  );
  const schema = useMemo(() => buildYupSchema(staffPasswordForm, t), [t]);
  const languageHref = otherLanguageHref(
    `${adminBase(language)}${location.pathname}`,
    location.search,
  );

  // The answer replaces the form: the focus goes to it so a keyboard user lands on the news.
  useEffect(() => {
    if (view.kind !== 'form') outcomeRef.current?.focus();
  }, [view.kind]);

  return (
    <Page>
      <Card>
        <TopLine>
          <span>{t('admin_shop_name')}</span>
          <a href={languageHref} hrefLang={otherLanguage(language)} lang={otherLanguage(language)}>
            {t('admin_language_link')}
          </a>
        </TopLine>
        <Title id={titleId}>{t('admin_set_password_title')}</Title>
        {view.kind === 'form' ? (
          <>
            <Intro>{t('admin_set_password_intro', { min: PASSWORD_MIN.change })}</Intro>
            <Formik
              initialValues={initialValues}
              validationSchema={schema}
              onSubmit={async (values, formik) => {
                setBanner(null);
                try {
                  const answer = await setPassword({ token, ...values }).unwrap();
                  setView({ kind: 'done', message: answer.message });
                } catch (error) {
                  const fields = fieldErrorsOf(error);
                  const status = (error as { status?: unknown }).status;
                  if (status === 404 || fields?.token) {
                    setView({
                      kind: 'dead',
                      message: fields?.token ?? toErrorMessage(error, t, 'staff_invite_invalid'),
                    });
                  } else if (!applyFieldErrors(error, formik)) {
                    setBanner(toErrorMessage(error, t, 'admin_set_password_error'));
                  }
                }
              }}
            >
              <FormRoot aria-labelledby={titleId}>
                <FormBanner message={banner} onDismiss={() => setBanner(null)} />
                <TextField
                  name="password"
                  label={t('admin_set_password_password')}
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <TextField
                  name="password_confirmation"
                  label={t('admin_set_password_confirmation')}
                  type="password"
                  autoComplete="new-password"
                  required
                />
                <SubmitButton busyLabel={t('admin_set_password_saving')}>
                  {t('admin_set_password_submit')}
                </SubmitButton>
              </FormRoot>
            </Formik>
          </>
        ) : (
          <Outcome
            ref={outcomeRef}
            tabIndex={-1}
            role={view.kind === 'done' ? 'status' : 'alert'}
            $tone={view.kind === 'done' ? 'success' : 'error'}
          >
            <OutcomeText>{view.message}</OutcomeText>
            {view.kind === 'dead' ? <p>{t('admin_set_password_ask_owner')}</p> : null}
          </Outcome>
        )}
        {view.kind === 'form' ? null : <Link to="/">{t('admin_set_password_sign_in')}</Link>}
      </Card>
    </Page>
  );
}
