import { useTranslation } from 'react-i18next';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { paths } from '../../../shared/lib/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { CategorySection } from '../components/CategorySection';
import { hydrateOnView } from '../../../shared/ui/HydrateOnView';
import { HomeSection } from '../components/HomeSection';
import { MainBanner } from '../components/MainBanner';
import { homeSectionIds } from '../homeData';
import { useHomeSections } from '../hooks/useHomeSections';

const NO_CATEGORIES = [] as const;

/**
 * "/": the loading overlay, the retry screen when every product load failed, otherwise the
 * main banner area, latest products, one section per main category and best sellers, each only
 * when its settings flag is on. The maintenance screen is the MaintenanceGate's job (layout
 * feature, composed around this route in app/router.tsx). Each carousel mounts its slider only
 * near the viewport (ProductCarousel), so the sections below the fold cost a few cards each.
 */
/** A category's section (banner and products), hydrated when it nears the viewport. */
const CategorySectionOnView = hydrateOnView(CategorySection);

export function HomeScreen() {
  const { t } = useTranslation();
  const { reload } = useBrowserActions();
  const { status, settings, latest, categories, top } = useHomeSections();

  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'failed') return <LoadFailed onRetry={reload} />;

  const categoryList = categories.data ?? NO_CATEGORIES;

  return (
    <>
      <VisuallyHidden as="h1">{t('home_page_title')}</VisuallyHidden>
      {settings.isMainBannerActive ? <MainBanner categories={categoryList} /> : null}
      {settings.isLatestProductActive ? (
        <HomeSection
          title={t('latest_products')}
          viewAllPath={paths.latestProducts()}
          productIds={homeSectionIds(latest.data)}
          isLoading={latest.isLoading}
          priority
        />
      ) : null}
      {categoryList.map((category, index) => (
        <CategorySectionOnView
          key={category.id}
          category={category}
          showBanner={settings.isBannersActive}
          priority={!settings.isLatestProductActive && index === 0}
        />
      ))}
      {settings.isBestSellerActive ? (
        <HomeSection
          title={t('best_sellers')}
          viewAllPath={paths.bestSellers()}
          productIds={homeSectionIds(top.data)}
          isLoading={top.isLoading}
          errorMessage={top.isError ? t('error_loading_top_products') : undefined}
        />
      ) : null}
    </>
  );
}
