import { useTranslation } from 'react-i18next';
import { ProductSection } from '../../../entities/product/ui/ProductSection';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { CategorySection } from '../components/CategorySection';
import { homeSectionIds } from '../homeData';
import { useHomeSections } from '../hooks/useHomeSections';

/**
 * SPEC §2 "/" (first slice): latest products, one section per main category, best sellers, each
 * only when its flag is on and it loaded. The maintenance screen is the MaintenanceGate's job
 * (layout feature, composed around this route in app/router.tsx).
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const { reload } = useBrowserActions();
  const { status, settings, latest, categories, top } = useHomeSections();

  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'maintenance') return null;
  if (status === 'failed') return <LoadFailed onRetry={reload} />;

  return (
    <>
      <VisuallyHidden as="h1">{t('home_page_title')}</VisuallyHidden>
      {settings.isLatestProductActive ? (
        <ProductSection
          title={t('latest_products')}
          productIds={homeSectionIds(latest.data)}
          isLoading={latest.isLoading}
          isError={latest.isError}
        />
      ) : null}
      {(categories.data ?? []).map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
      {settings.isBestSellerActive ? (
        <ProductSection
          title={t('best_sellers')}
          productIds={homeSectionIds(top.data)}
          isLoading={top.isLoading}
          isError={top.isError}
          errorMessage={t('error_loading_top_products')}
        />
      ) : null}
    </>
  );
}
