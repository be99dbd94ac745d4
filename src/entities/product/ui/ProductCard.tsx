import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/lib/price';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { useProduct } from '../useProduct';
import {
  Badge,
  Body,
  Card,
  CategoryName,
  Discount,
  Image,
  Media,
  NoPrice,
  OldPrice,
  Price,
  PriceRow,
  Tags,
  Title,
} from './ProductCard.styles';

/** Rendered size hint for the browser (square thumbnails); CSS scales it to the grid cell. */
const IMAGE_SIZE = 400;

/**
 * SPEC §2 Product card: image, title, price (old price struck, discount %), status badge. Reads its
 * product by id from the products slice, so any feature can show a card for any id it holds.
 */
export function ProductCard({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const view = useProduct(productId);
  if (!view) return null;
  const { product } = view;
  const { price, priceBefore, discountPercent, currency } = product;

  return (
    <Card>
      <Media>
        {product.image ? (
          <Image
            src={product.image}
            alt={product.title}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <Tags>
          {product.status ? (
            <Badge $status={product.status}>{t(`badge_${product.status}`)}</Badge>
          ) : null}
          {discountPercent !== null ? (
            <Discount>{t('discount_percent', { percent: discountPercent })}</Discount>
          ) : null}
        </Tags>
      </Media>
      <Body>
        <CategoryName>{product.category?.name ?? t('uncategorized')}</CategoryName>
        <Title>{product.title}</Title>
        {price !== null ? (
          <PriceRow>
            <Price>
              <bdi dir="ltr">{`${formatAmount(price)} ${currency}`}</bdi>
            </Price>
            {priceBefore !== null && discountPercent !== null ? (
              <OldPrice>
                <VisuallyHidden>{t('price_before_discount')}</VisuallyHidden>
                <bdi dir="ltr">{`${formatAmount(priceBefore)} ${currency}`}</bdi>
              </OldPrice>
            ) : null}
          </PriceRow>
        ) : (
          <NoPrice>{t('get_the_price')}</NoPrice>
        )}
      </Body>
    </Card>
  );
}
