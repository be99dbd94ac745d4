import { useTranslation } from 'react-i18next';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { paths } from '../../../shared/lib/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { CategorySection } from '../components/CategorySection';
import { island } from '../../../shared/ui/island/IslandFrame';
import { HomeSection } from '../components/HomeSection';
import { MainBanner } from '../components/MainBanner';
import { homeSectionIds } from '../homeData';
import { useHomeSections } from '../hooks/useHomeSections';

const NO_CATEGORIES = [] as const;

// Served by the server, the page itself stays its HTML; its banner and sections are islands
// (src/islands), each hydrated on its own when it nears the viewport.
const MainBannerIsland = island('main-banner', MainBanner);
const HomeSectionIsland = island('home-section', HomeSection);
const CategorySectionIsland = island('category-section', CategorySection);

/**
 * "/": the loading overlay, the retry screen when every product load failed, otherwise the
 * main banner area, latest products, one section per main category and best sellers, each only
 * when its settings flag is on. The maintenance screen is the MaintenanceGate's job (layout
 * feature, composed around this route in app/router.tsx). Each carousel mounts its slider only
 * when first used (ProductCarousel), so the sections cost a few cards each.
 */
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
      {settings.isMainBannerActive ? <MainBannerIsland categories={categoryList} /> : null}
      {settings.isLatestProductActive ? (
        <HomeSectionIsland
          title={t('latest_products')}
          viewAllPath={paths.latestProducts()}
          productIds={homeSectionIds(latest.data)}
          isLoading={latest.isLoading}
          priority
        />
      ) : null}
      {categoryList.map((category, index) => (
        <CategorySectionIsland
          key={category.id}
          category={category}
          showBanner={settings.isBannersActive}
          priority={!settings.isLatestProductActive && index === 0}
        />
      ))}
      {settings.isBestSellerActive ? (
        <HomeSectionIsland
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
