import { Formik } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toErrorMessage } from '../../../api/errors';
import { otherLanguage, toLanguage } from '../../../shared/lib/language';
import { loginForm } from '../../../shared/rules/forms/login';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import { Button } from '../../../shared/ui/Button';
import { FormBanner, FormRoot } from '../../../shared/ui/form';
import { useAdminDispatch, useAdminSelector } from '../../api/hooks';
import { selectAdminToken, selectStaffMember, signedIn } from '../../api/session';
import { useAcceptStaffInviteMutation, useSignInToAcceptMutation } from '../../api/staffApi';
import { adminBase, otherLanguageHref } from '../../ui/paths';
import { Card, Intro, Page, Title, TopLine } from './AuthCard.styles';
import { SignInFields } from './SignInFields';
import { Outcome, OutcomeText } from './SetPasswordScreen.styles';

interface SignInValues {
  phone_number: string;
  password: string;
}

const initialValues: SignInValues = { phone_number: '', password: '' };

/** Who accepts: a token held by this page only (or the back office's session) and its name. */
interface Holder {
  token: string;
  name: string;
}

const fullName = (person: { first_name: string; family_name: string }) =>
  `${person.first_name} ${person.family_name}`.trim();

/**
 * /admin/accept-invite?token=… : an existing account invited to join the staff. The back office's
 * own sign-in refuses a customer account, and an invited account is one until it accepts; so this
 * page signs in with POST /login itself and keeps that token in memory only. Then one button
 * accepts (POST /staff-invite/accept with that token), the answer becomes the back office's
 * session, and the dashboard opens. A missing, used or expired invitation says so; one sent to
 * another account asks to sign in with the right one.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAdminDispatch();
  const [params] = useSearchParams();
  const inviteToken = params.get('token')?.trim() ?? '';
  const titleId = useId();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const sessionToken = useAdminSelector(selectAdminToken);
  const sessionMember = useAdminSelector(selectStaffMember);
  const [holder, setHolder] = useState<Holder | null>(() =>
    sessionToken && sessionMember ? { token: sessionToken, name: fullName(sessionMember) } : null,
  );
  const [dead, setDead] = useState<string | null>(() =>
    inviteToken ? null : t('staff_invite_invalid'),
  );
  const [banner, setBanner] = useState<string | null>(null);
  const [signIn] = useSignInToAcceptMutation();
  const [accept, { isLoading: accepting }] = useAcceptStaffInviteMutation();
  const schema = useMemo(() => buildYupSchema(loginForm, t), [t]);
  const languageHref = otherLanguageHref(
    `${adminBase(language)}${location.pathname}`,
    location.search,
  );

  // The dead end replaces everything: the focus goes to it so a keyboard user lands on the news.
  useEffect(() => {
    if (dead) outcomeRef.current?.focus();
  }, [dead]);

  const onAccept = async (who: Holder) => {
    setBanner(null);
    try {
      const answer = await accept({ sessionToken: who.token, token: inviteToken }).unwrap();
      dispatch(signedIn({ token: who.token, user: answer.data }));
      void navigate('/', { replace: true });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 404) {
        setDead(toErrorMessage(error, t, 'staff_invite_invalid'));
      } else if (status === 403 || status === 401) {
        // Another account's token (or one that ended): sign in again with the invited account.
        setHolder(null);
        setBanner(toErrorMessage(error, t, 'staff_invite_other_account'));
      } else {
        setBanner(toErrorMessage(error, t, 'admin_accept_invite_error'));
      }
    }
  };

  return (
    <Page>
      <Card>
        <TopLine>
          <span>{t('admin_shop_name')}</span>
          <a href={languageHref} hrefLang={otherLanguage(language)} lang={otherLanguage(language)}>
            {t('admin_language_link')}
          </a>
        </TopLine>
        <Title id={titleId}>{t('admin_accept_invite_title')}</Title>
        {dead ? (
          <>
            <Outcome ref={outcomeRef} tabIndex={-1} role="alert" $tone="error">
              <OutcomeText>{dead}</OutcomeText>
              <p>{t('admin_accept_invite_ask_owner')}</p>
            </Outcome>
            <Link to="/">{t('admin_set_password_sign_in')}</Link>
          </>
        ) : holder ? (
          <>
            <Intro>{t('admin_accept_invite_intro', { name: holder.name })}</Intro>
            <FormBanner message={banner} onDismiss={() => setBanner(null)} />
            <Button
              type="button"
              disabled={accepting}
              aria-busy={accepting}
              onClick={() => void onAccept(holder)}
            >
              {accepting ? t('admin_accept_invite_accepting') : t('admin_accept_invite_submit')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={accepting}
              onClick={() => {
                setBanner(null);
                setHolder(null);
              }}
            >
              {t('admin_accept_invite_other_account')}
            </Button>
          </>
        ) : (
          <>
            <Intro>{t('admin_accept_invite_sign_in_intro')}</Intro>
            <Formik
              initialValues={initialValues}
              validationSchema={schema}
              onSubmit={async (values) => {
                setBanner(null);
                try {
                  const answer = await signIn(values).unwrap();
                  setHolder({ token: answer.token, name: fullName(answer.user) });
                } catch (error) {
                  setBanner(toErrorMessage(error, t, 'admin_sign_in_error'));
                }
              }}
            >
              <FormRoot aria-labelledby={titleId}>
                <FormBanner message={banner} onDismiss={() => setBanner(null)} />
                <SignInFields />
              </FormRoot>
            </Formik>
          </>
        )}
      </Card>
    </Page>
  );
}
