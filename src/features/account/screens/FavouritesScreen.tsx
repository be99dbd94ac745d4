import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../../entities/session/ui/RequireAuth';
import { paths } from '../../../shared/lib/paths';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { FavouritesPanel } from '../components/FavouritesPanel';
import { Title } from './FavouritesScreen.styles';

/** /fav: the favourites grid for a logged-in shopper (a visitor goes to /login). */
export function FavouritesScreen() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <Breadcrumbs
        label={t('breadcrumb_label')}
        items={[
          { label: t('breadcrumb_home'), path: paths.home() },
          { label: t('favourites_title') },
        ]}
      />
      <Title>{t('favourites_title')}</Title>
      <FavouritesPanel />
    </RequireAuth>
  );
}
