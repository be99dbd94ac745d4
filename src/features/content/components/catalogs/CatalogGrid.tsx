import { useTranslation } from 'react-i18next';
import type { Catalog } from '../../../../api/transforms/contentPages';
import { imageSources } from '../../../../shared/lib/image';
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  CoverBone,
  CoverButton,
  CoverImage,
  CoverTitle,
  Grid,
} from './CatalogGrid.styles';

/** The first row paints first; the rest wait until they scroll near. */
const EAGER_COUNT = 2;
/** Half the grid (at most 960 px wide) less the gap. */
const COVER_SIZES = '(min-width: 1000px) 470px, 50vw';

export interface CatalogGridProps {
  catalogs: readonly Catalog[];
  onOpen: (index: number) => void;
  /** The gallery is likely to open soon (pointer over or focus on a cover). */
  onIntent?: () => void;
}

/**
 * /catalog: the covers, two a row; each is a button named by its catalogue's title that
 * opens the full-screen gallery at that cover.
 */
export function CatalogGrid({ catalogs, onOpen, onIntent }: CatalogGridProps) {
  const { t } = useTranslation();
  return (
    <Grid onPointerEnter={onIntent} onFocus={onIntent}>
      {catalogs.map((catalog, index) => {
        const eager = index < EAGER_COUNT;
        return (
          <li key={catalog.id}>
            <CoverButton type="button" onClick={() => onOpen(index)}>
              <CoverImage
                {...imageSources(catalog.image)}
                sizes={COVER_SIZES}
                alt=""
                width={COVER_WIDTH}
                height={COVER_HEIGHT}
                loading={eager ? undefined : 'lazy'}
                fetchPriority={eager ? 'high' : undefined}
                decoding="async"
              />
              <CoverTitle>
                {catalog.title || t('catalogs_cover_fallback', { number: index + 1 })}
              </CoverTitle>
            </CoverButton>
          </li>
        );
      })}
    </Grid>
  );
}

/** Four covers' places while the list loads. */
export function CatalogGridSkeleton() {
  return (
    <Grid aria-hidden="true">
      {[1, 2, 3, 4].map((key) => (
        <li key={key}>
          <CoverBone />
        </li>
      ))}
    </Grid>
  );
}
