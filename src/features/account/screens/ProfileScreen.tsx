import type { ReactNode } from 'react';
import { type AccountTab } from '../accountTabs';
import { AccountLayout } from '../components/AccountLayout';
import { AddressBook } from '../components/AddressBook';
import { FavouritesPanel } from '../components/FavouritesPanel';
import { OrdersPanel } from '../components/OrdersPanel';
import { ProfileForm } from '../components/ProfileForm';
import { SectionLoading } from '../components/SectionLoading';
import { useAccountTab } from '../hooks/useAccountTab';
import { useTabLoading } from '../hooks/useTabLoading';

const PANELS: Record<AccountTab, () => ReactNode> = {
  favorites: () => <FavouritesPanel />,
  orders: () => <OrdersPanel />,
  addresses: () => <AddressBook />,
  profile: () => <ProfileForm />,
};

/**
 * /profile: the account area. The tab comes from `?tab=` (back/forward and reload keep it),
 * shows after its short loading state and is keyed, so a tab opened again
 * starts fresh (an address form left open is closed).
 */
export function ProfileScreen() {
  const tab = useAccountTab();
  const loading = useTabLoading(tab);
  return (
    <AccountLayout section={tab}>
      {loading ? <SectionLoading /> : <TabPanel key={tab} tab={tab} />}
    </AccountLayout>
  );
}

function TabPanel({ tab }: { tab: AccountTab }) {
  return <>{PANELS[tab]()}</>;
}
