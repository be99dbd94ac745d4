import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRestoreIdentityMutation } from '../../../api/authApi';
import { toErrorMessage } from '../../../api/errors';
import { paths } from '../../../shared/lib/paths';
import { Button } from '../../../shared/ui/Button';
import { FormBanner } from '../../../shared/ui/form';
import { AuthPanel } from '../components/AuthPanel/AuthPanel';
import { LinkLine } from '../components/AuthPanel/AuthPanel.styles';
import { Actions, Done, NextStep } from './RestoreAccountScreen.styles';

/**
 * /restore-account?token=…, the link mailed to the previous e-mail after an e-mail or phone change:
 * one button puts the previous e-mail and phone back (POST /restore-identity). Success ends every
 * sign-in of the account, this browser's included (the mutation logs it out), so the screen then
 * leads to log in again or to set a new password. A link without its token cannot work: said so
 * instead of offering the button.
 */
export function RestoreAccountScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [restoreIdentity, { isLoading }] = useRestoreIdentityMutation();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const restore = async () => {
    setError(null);
    try {
      const { message } = await restoreIdentity({ token }).unwrap();
      setDone(message ?? t('identity_restored'));
      // The button is gone: keyboard focus moves to what replaced it.
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (failure) {
      setError(toErrorMessage(failure, t, 'restore_account_failed'));
    }
  };

  const links = (
    <>
      <LinkLine>
        <Link to={paths.forgotPassword()}>{t('restore_account_set_password')}</Link>
      </LinkLine>
      <LinkLine>
        <Link to={paths.login()}>{t('login_link')}</Link>
      </LinkLine>
    </>
  );

  return (
    <AuthPanel
      titleId={titleId}
      title={t('restore_account_title')}
      intro={token ? t('restore_account_intro') : undefined}
      linksLabel={t('auth_links_label')}
      links={links}
    >
      {!token ? (
        <FormBanner message={t('restore_account_missing_token')} />
      ) : (
        <>
          <div role="status">
            {done ? (
              <Done ref={doneRef} tabIndex={-1}>
                <FormBanner tone="success" announce={false} message={done} />
                <NextStep>{t('restore_account_next')}</NextStep>
              </Done>
            ) : null}
          </div>
          <FormBanner message={error} onDismiss={() => setError(null)} />
          {done ? null : (
            <Actions>
              <Button type="button" onClick={restore} disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? t('restore_account_busy') : t('restore_account_submit')}
              </Button>
            </Actions>
          )}
        </>
      )}
    </AuthPanel>
  );
}
