import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../entities/product/model';
import { imageSources } from '../../../../shared/lib/image';
import { Bone } from '../Skeleton.styles';
import { Figure, Heading, Image, Lines, Section, Text } from './ProductDescription.styles';

/** Description images are drawn at 710 × 425 like the gallery's; CSS scales them. */
const DESCRIPTION_IMAGE = { width: 710, height: 425 } as const;

export interface ProductDescriptionProps {
  /** undefined while the product loads. */
  product: Product | undefined;
  /** The area stays loading 500 ms after the product loaded. */
  held: boolean;
}

/**
 * Product details: description heading, text and the optional description image (empty
 * values and the bare public folder were dropped by the product transform).
 */
export function ProductDescription({ product, held }: ProductDescriptionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const ready = product && !held;

  return (
    <Section aria-labelledby={headingId} aria-busy={!ready || undefined}>
      <Heading id={headingId}>{t('product_description')}</Heading>
      {ready ? (
        <>
          <Text>{product.description ?? t('product_no_description')}</Text>
          {product.descriptionImage ? (
            <Figure>
              <Image
                {...imageSources(product.descriptionImage)}
                sizes="(min-width: 768px) 710px, 100vw"
                alt={t('product_description_image', { title: product.title })}
                width={DESCRIPTION_IMAGE.width}
                height={DESCRIPTION_IMAGE.height}
                loading="lazy"
                decoding="async"
              />
            </Figure>
          ) : null}
        </>
      ) : (
        <Lines aria-hidden="true">
          <Bone />
          <Bone />
          <Bone $inline="60%" />
        </Lines>
      )}
    </Section>
  );
}
