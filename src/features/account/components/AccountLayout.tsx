import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../../entities/session/ui/RequireAuth';
import { paths } from '../../../shared/lib/paths';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { SECTION_LABEL_KEYS, SECTION_TITLE_ID, type AccountSection } from '../accountTabs';
import { AccountMenu } from './AccountMenu';
import { Content, Frame, Title } from './AccountLayout.styles';

export interface AccountLayoutProps {
  section: AccountSection;
  children: ReactNode;
}

/**
 * /profile and /change-password: breadcrumbs that follow the section, the side menu
 * (tabs, change password, logout, delete account) and the section under its h1. For a logged-in
 * shopper only (RequireAuth). Leaving (logout, deleted account) swaps the guard for a short
 * loading state first, so clearing the session sends the shopper where the action says (/login,
 * /), not through the guard's "log in to come back here".
 */
export function AccountLayout({ section, children }: AccountLayoutProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  if (leaving) return <LoadingOverlay />;
  const label = t(SECTION_LABEL_KEYS[section]);
  return (
    <RequireAuth>
      <Breadcrumbs
        label={t('breadcrumb_label')}
        items={[
          { label: t('breadcrumb_home'), path: paths.home() },
          { label: t('account_title'), path: paths.profile() },
          { label },
        ]}
      />
      <Frame>
        <AccountMenu section={section} onLeaving={() => setLeaving(true)} />
        <Content aria-labelledby={SECTION_TITLE_ID}>
          <Title id={SECTION_TITLE_ID}>{label}</Title>
          {children}
        </Content>
      </Frame>
    </RequireAuth>
  );
}
