import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSources } from '../../../../shared/lib/image';
import {
  Grid,
  Heading,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  Image,
  ImageButton,
  Section,
} from './FactoryImages.styles';

/** Half the page (at most 1280 px wide) less the gap. */
const IMAGE_SIZES = '(min-width: 1280px) 630px, 50vw';

export interface FactoryImagesProps {
  images: readonly string[];
  onOpen: (index: number) => void;
  /** The gallery is likely to open soon (pointer over or focus on a picture). */
  onIntent?: () => void;
}

/**
 * /about: the factory pictures, two a row, each opening the full-screen gallery there.
 * They sit under the page's text, so all load lazily.
 */
export function FactoryImages({ images, onOpen, onIntent }: FactoryImagesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const total = images.length;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('about_factory_title')}</Heading>
      <Grid onPointerEnter={onIntent} onFocus={onIntent}>
        {images.map((url, index) => (
          <li key={`${index}-${url}`}>
            <ImageButton
              type="button"
              aria-label={t('about_open_image', { number: index + 1, total })}
              onClick={() => onOpen(index)}
            >
              <Image
                {...imageSources(url)}
                sizes={IMAGE_SIZES}
                alt=""
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </ImageButton>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
