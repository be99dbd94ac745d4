import { useTranslation } from 'react-i18next';
import { imageSources } from '../../../../shared/lib/image';
import {
  Area,
  Cover,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  MainImage,
  Stage,
  StageButton,
  THUMB_HEIGHT,
  THUMB_WIDTH,
  ThumbButton,
  ThumbImage,
  Thumbs,
  ThumbsSpace,
} from './ProductImages.styles';

export interface ProductImagesProps {
  title: string;
  images: readonly string[];
  /** The image on the stage (the last one seen in the gallery). */
  current: number;
  /** The area stays in its loading state a while after the product loaded. */
  held: boolean;
  onOpen: (index: number) => void;
  /** The gallery is likely to open soon (pointer over or focus inside the area). */
  onIntent?: () => void;
}

/** The stage takes the column's width: the whole screen on phones, about half from 1024 px. */
const STAGE_SIZES = '(min-width: 1024px) 600px, 100vw';

/**
 * Product details: main image plus a thumbnail strip when there is more than one image;
 * clicking any image opens the full-screen gallery at that image. The main image is the page's
 * largest paint, so it is requested first (fetchpriority high) and never lazy; while the area is
 * held, it downloads under the cover.
 */
export function ProductImages({
  title,
  images,
  current,
  held,
  onOpen,
  onIntent,
}: ProductImagesProps) {
  const { t } = useTranslation();
  const total = images.length;
  const index = Math.min(current, Math.max(total - 1, 0));
  const main = images[index];
  const label = (number: number) => t('product_open_image', { number, total });

  return (
    <Area
      aria-busy={held || undefined}
      inert={held || undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <Stage>
        {main ? (
          <StageButton type="button" onClick={() => onOpen(index)} aria-label={label(index + 1)}>
            <MainImage
              {...imageSources(main)}
              sizes={STAGE_SIZES}
              alt={title}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              fetchPriority="high"
              decoding="async"
            />
          </StageButton>
        ) : null}
      </Stage>
      {total > 1 ? (
        <Thumbs aria-label={t('product_images')}>
          {images.map((url, position) => (
            <li key={url}>
              <ThumbButton
                type="button"
                $current={position === index}
                aria-current={position === index || undefined}
                aria-label={label(position + 1)}
                onClick={() => onOpen(position)}
              >
                <ThumbImage
                  {...imageSources(url)}
                  sizes={`${THUMB_WIDTH}px`}
                  alt=""
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  decoding="async"
                />
              </ThumbButton>
            </li>
          ))}
        </Thumbs>
      ) : (
        <ThumbsSpace />
      )}
      {held ? <Cover aria-hidden="true" /> : null}
    </Area>
  );
}

/** The image area before the product is known: the stage and (possibly) a strip, as bones. */
export function ProductImagesSkeleton() {
  return (
    <Area aria-hidden="true">
      <Stage>
        <Cover />
      </Stage>
      <ThumbsSpace />
    </Area>
  );
}
