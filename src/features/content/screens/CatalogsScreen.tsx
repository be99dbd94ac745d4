import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogsQuery } from '../../../api/contentApi';
import { LazyGallery, preloadGallery } from '../../../shared/ui/gallery/LazyGallery';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { CatalogGrid, CatalogGridSkeleton } from '../components/catalogs/CatalogGrid';
import { Empty } from '../components/catalogs/CatalogGrid.styles';
import { imageSlide } from '../../../shared/ui/gallery/imageSlide';
import { Title } from '../components/ContentPage.styles';

const preload = () => void preloadGallery().catch(() => undefined);

/**
 * /catalog: the catalogue covers (the API already picked each one's language), opening the
 * full-screen gallery with every cover as a slide, titled; retry on error; an empty message.
 */
export function CatalogsScreen() {
  const { t } = useTranslation();
  const query = useGetCatalogsQuery();
  const catalogs = query.currentData;
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const slides = useMemo(
    () =>
      (catalogs ?? []).map((catalog, index) =>
        imageSlide(
          catalog.image,
          catalog.title || t('catalogs_cover_fallback', { number: index + 1 }),
          catalog.title || undefined,
        ),
      ),
    [catalogs, t],
  );

  let body;
  if (catalogs) {
    body =
      catalogs.length === 0 ? (
        <Empty role="status">{t('no_catalogs_available')}</Empty>
      ) : (
        <CatalogGrid catalogs={catalogs} onOpen={setGalleryIndex} onIntent={preload} />
      );
  } else if (query.isError) {
    body = (
      <LoadFailed message={t('error_loading_catalogs')} onRetry={() => void query.refetch()} />
    );
  } else {
    body = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <CatalogGridSkeleton />
      </div>
    );
  }

  return (
    <>
      <Title>{t('catalogs_title')}</Title>
      {body}
      <LazyGallery
        items={slides}
        index={slides.length > 0 ? galleryIndex : null}
        onClose={() => setGalleryIndex(null)}
      />
    </>
  );
}
