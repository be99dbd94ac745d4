import { useTranslation } from 'react-i18next';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { isLanguage } from '../../../shared/lib/language';
import { DEFAULT_LANGUAGE } from '../../../shared/rules/constants';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { CategorySection } from '../components/CategorySection';
import { LoadFailed } from '../components/LoadFailed';
import { ProductSection } from '../components/ProductSection';
import { useHomeSections } from '../hooks/useHomeSections';

/**
 * SPEC §2 "/" (first slice): latest products, one section per main category, best sellers, each
 * only when its flag is on and it loaded. The maintenance screen is the MaintenanceGate's job
 * (layout feature, composed around this route in app/router.tsx).
 */
export function HomeScreen() {
  const { t, i18n } = useTranslation();
  const { reload } = useBrowserActions();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { status, settings, latest, categories, top } = useHomeSections(lang);

  if (status === 'loading') return <LoadingOverlay />;
  if (status === 'maintenance') return null;
  if (status === 'failed') return <LoadFailed onRetry={reload} />;

  return (
    <>
      <title>{t('home_page_title')}</title>
      <VisuallyHidden as="h1">{t('home_page_title')}</VisuallyHidden>
      {settings.isLatestProductActive ? (
        <ProductSection
          title={t('latest_products')}
          page={latest.data}
          isLoading={latest.isLoading}
          isError={latest.isError}
        />
      ) : null}
      {(categories.data ?? []).map((category) => (
        <CategorySection key={category.id} category={category} lang={lang} />
      ))}
      {settings.isBestSellerActive ? (
        <ProductSection
          title={t('best_sellers')}
          page={top.data}
          isLoading={top.isLoading}
          isError={top.isError}
          errorMessage={t('error_loading_top_products')}
        />
      ) : null}
    </>
  );
}
