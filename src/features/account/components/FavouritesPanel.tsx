import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavourites } from '../../../entities/product/useFavourites';
import { ProductGrid } from '../../../entities/product/ui/ProductGrid';
import { paths } from '../../../shared/lib/paths';
import { BrowseLink, Empty, EmptyText } from './FavouritesPanel.styles';
import { SectionFailed } from './SectionFailed';
import { SectionLoading } from './SectionLoading';

/**
 * /fav and the favorites tab: the shopper's favourites as product cards (every page of the
 * list, api/favouritesApi.ts), 'No favorite products' with a browse button to /search when empty.
 * Removing a heart here takes the card away once the server has answered.
 */
export function FavouritesPanel() {
  const { t } = useTranslation();
  const { ids, isLoading, isError, refetch } = useFavourites();
  if (isLoading) return <SectionLoading />;
  if (isError) return <SectionFailed message={t('favourites_load_error')} onRetry={refetch} />;
  if (ids.length === 0) {
    return (
      <Empty>
        <EmptyText>{t('no_favorite_products')}</EmptyText>
        <BrowseLink as={Link} to={paths.search()}>
          {t('favourites_browse')}
        </BrowseLink>
      </Empty>
    );
  }
  return <ProductGrid productIds={ids} headingLevel={2} />;
}
