import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../entities/product/model';
import { formatPrice } from '../../../../shared/lib/price';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { QUANTITY_MIN } from '../../../../shared/rules/constants';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { useProduct } from '../../../../entities/product/useProduct';
import { AddToCartButton } from '../../../../entities/product/ui/AddToCartButton';
import { FavouriteButton } from '../../../../entities/product/ui/FavouriteButton';
import { GetPriceLink } from '../../../../entities/product/ui/GetPriceLink';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import {
  Actions,
  CategoryName,
  Discount,
  Facts,
  Info,
  OldPrice,
  OutOfStock,
  Price,
  PriceRow,
  Purchase,
  Title,
} from './ProductInfo.styles';

/** "Available quantity: N pieces" (one piece said as such in both languages). */
function piecesText(t: ReturnType<typeof useTranslation>['t'], count: number): string {
  return count === 1 ? t('product_one_piece') : t('product_pieces', { pieces: count });
}

/**
 * Product details: category, title, code, available pieces, price with currency and the
 * struck-through price before discount; favourite, quantity and add to cart only with a price
 * (a non-zero price), otherwise the 'get price' chat enquiry.
 */
export function ProductInfo({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const { price, priceBefore, currency, quantity: pieces } = product;
  const soldOut = pieces === 0;

  return (
    <Info>
      <CategoryName>{product.category?.name ?? t('uncategorized')}</CategoryName>
      <Title>{product.title}</Title>
      <Facts>
        {product.code ? (
          <>
            <dt>{t('product_code')}</dt>
            <dd>
              <bdi dir="ltr">{product.code}</bdi>
            </dd>
          </>
        ) : null}
        {pieces !== null ? (
          <>
            <dt>{t('product_available_quantity')}</dt>
            <dd>{piecesText(t, pieces)}</dd>
          </>
        ) : null}
      </Facts>
      {price !== null ? (
        <>
          <PriceRow>
            <VisuallyHidden>{t('product_price')}</VisuallyHidden>
            <Price>
              <bdi dir="ltr">{formatPrice(price, currency, language)}</bdi>
            </Price>
            {priceBefore !== null && product.discountPercent !== null ? (
              <>
                <OldPrice>
                  <VisuallyHidden>{t('price_before_discount')}</VisuallyHidden>
                  <bdi dir="ltr">{formatPrice(priceBefore, currency, language)}</bdi>
                </OldPrice>
                <Discount>{t('discount_percent', { percent: product.discountPercent })}</Discount>
              </>
            ) : null}
          </PriceRow>
          <Purchase>
            {soldOut ? (
              <OutOfStock>{t('product_out_of_stock')}</OutOfStock>
            ) : (
              <QuantityStepper value={quantity} max={pieces} onChange={setQuantity} />
            )}
            <Actions>
              {soldOut ? null : (
                <AddToCartButton productId={product.id} quantity={quantity} variant="details" />
              )}
              <FavouriteButton productId={product.id} />
            </Actions>
          </Purchase>
        </>
      ) : (
        <Purchase>
          <GetPriceLink productId={product.id} label="details" />
        </Purchase>
      )}
    </Info>
  );
}

/** The product's info by id (for a page that runs it on its own: its island takes plain props). */
export function ProductInfoOf({ productId }: { productId: number }) {
  const product = useProduct(productId)?.product;
  return product ? <ProductInfo product={product} /> : null;
}
