import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { imageSources } from '../../../shared/lib/image';
import { formatPrice } from '../../../shared/lib/price';
import { BREAKPOINTS } from '../../../shared/rules/constants';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { productMapped } from '../../categoryProductMapSlice';
import { productLink } from '../productLink';
import { useProduct } from '../useProduct';
import { AddToCartButton } from './AddToCartButton';
import { FavouriteButton } from './FavouriteButton';
import {
  Actions,
  Badge,
  Body,
  Card,
  CardCartButton,
  CategoryName,
  DetailsLink,
  Discount,
  Image,
  ImageLink,
  Media,
  OldPrice,
  Price,
  PriceRow,
  Tags,
  Title,
  TitleLink,
} from './ProductCard.styles';

/** Rendered size hint for the browser (square thumbnails); CSS scales it to the grid cell. */
const IMAGE_SIZE = 400;

/**
 * Width of a card in the product grids (ProductGrid): one column under 640 px, two up to 768, three
 * up to 1024, four above, within the 1280 px layout.
 */
export const CARD_IMAGE_SIZES = [
  `(min-width: 1280px) 300px`,
  `(min-width: ${BREAKPOINTS.desktop}px) 25vw`,
  `(min-width: ${BREAKPOINTS.mobile + 1}px) 33vw`,
  `(min-width: ${BREAKPOINTS.small}px) 50vw`,
  `100vw`,
].join(', ');

export interface ProductCardProps {
  productId: number;
  /** The image's `sizes` where the card is not in a ProductGrid (e.g. a carousel). */
  imageSizes?: string;
  /** The title's heading level: 3 under a section's h2 (default), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
  /**
   * The page's largest first-screen picture (on a phone the first home card is bigger than the
   * banner): loaded at once with high priority instead of lazily (LCP).
   */
  imagePriority?: boolean;
}

/**
 * Product card: image, status badge and discount %, category, title, price (old price
 * struck), add to cart (or 'Get the price'); hover or keyboard focus shows the details link and the
 * favourite toggle. Reads its product by id from the products slice, so any feature can show a
 * card for any id it holds.
 */
export function ProductCard({
  productId,
  imageSizes = CARD_IMAGE_SIZES,
  headingLevel = 3,
  imagePriority = false,
}: ProductCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useDispatch();
  const view = useProduct(productId);
  if (!view) return null;
  const { product } = view;
  const { price, priceBefore, discountPercent, currency } = product;
  const { to, mapped } = productLink(product);
  // The categoryProductMap entry: the slug URL must resolve back to ids on the details page.
  const remember = () => {
    if (mapped) dispatch(productMapped(mapped));
  };
  const image = product.image ? imageSources(product.image) : null;

  return (
    <Card>
      <Media>
        {/* The title link is the card's keyboard stop; this one (same target) is for pointers. */}
        <ImageLink to={to} onClick={remember} tabIndex={-1}>
          {image ? (
            <Image
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? imageSizes : undefined}
              alt={product.title}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={imagePriority ? 'eager' : 'lazy'}
              fetchPriority={imagePriority ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
        </ImageLink>
        <Tags>
          {product.status ? (
            <Badge $status={product.status}>{t(`badge_${product.status}`)}</Badge>
          ) : null}
          {discountPercent !== null && price !== null && priceBefore !== null ? (
            <Discount>{t('discount_percent', { percent: discountPercent })}</Discount>
          ) : null}
        </Tags>
        <Actions>
          <DetailsLink to={to} onClick={remember}>
            {t('view_details')}
            <VisuallyHidden>{` ${product.title}`}</VisuallyHidden>
          </DetailsLink>
          <FavouriteButton productId={product.id} />
        </Actions>
      </Media>
      <Body>
        <CategoryName>{product.category?.name ?? t('uncategorized')}</CategoryName>
        <Title as={headingLevel === 2 ? 'h2' : 'h3'}>
          <TitleLink to={to} onClick={remember}>
            {product.title}
          </TitleLink>
        </Title>
        {price !== null ? (
          <PriceRow>
            <Price>
              <bdi dir="ltr">{formatPrice(price, currency, language)}</bdi>
            </Price>
            {priceBefore !== null && discountPercent !== null ? (
              <OldPrice>
                <VisuallyHidden>{t('price_before_discount')}</VisuallyHidden>
                <bdi dir="ltr">{formatPrice(priceBefore, currency, language)}</bdi>
              </OldPrice>
            ) : null}
          </PriceRow>
        ) : null}
        <CardCartButton>
          <AddToCartButton productId={product.id} variant="card" />
        </CardCartButton>
      </Body>
    </Card>
  );
}
