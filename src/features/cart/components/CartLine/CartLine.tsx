import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartItem } from '../../../../entities/cart/model';
import { useProduct } from '../../../../entities/product/useProduct';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { imageSources } from '../../../../shared/lib/image';
import { paths } from '../../../../shared/lib/paths';
import { formatPrice } from '../../../../shared/lib/price';
import { QUANTITY_MIN } from '../../../../shared/rules/constants';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import {
  Code,
  Details,
  Line,
  LineTotal,
  Name,
  OldPrice,
  Picture,
  Price,
  Quantity,
  RemoveButton,
  Row,
  StepButton,
  Stepper,
} from './CartLine.styles';

interface CartLineProps {
  line: CartItem;
  onQuantity: (line: CartItem, quantity: number, max: number | null) => void;
  onRemove: (line: CartItem) => void;
}

/** Quantity × unit price as an amount string ("1250.00"), or null without a price. */
export function lineAmount(price: string | null, quantity: number): string | null {
  if (price === null) return null;
  const unit = Number(price.replace(/,/g, ''));
  return Number.isFinite(unit) ? ((Math.round(unit * 100) * quantity) / 100).toFixed(2) : null;
}

/** One cart line (/cart): picture, name, code, unit price, plus/minus, total, remove. */
export function CartLine({ line, onQuantity, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The available pieces, when the shopper has seen the product (its quantity).
  const available = useProduct(line.productId)?.product.quantity ?? null;
  const { product, quantity } = line;
  const name = product.name;
  const atMin = quantity <= QUANTITY_MIN;
  const atMax = available !== null && available >= QUANTITY_MIN && quantity >= available;
  const link =
    product.slug && product.categorySlug
      ? paths.product(product.categorySlug, product.slug)
      : paths.productById(line.productId);
  const total = lineAmount(product.price, quantity);

  return (
    <Line>
      {product.image ? (
        <Picture
          {...imageSources(product.image)}
          sizes="96px"
          width={96}
          height={96}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Picture as="span" aria-hidden="true" />
      )}
      <Details>
        <Name as={Link} to={link}>
          {name}
        </Name>
        {product.code && (
          <Code>
            {t('product_code')}: <bdi dir="ltr">{product.code}</bdi>
          </Code>
        )}
        <Price>
          <span>{t('cart_unit_price')}: </span>
          <bdi dir="ltr">{formatPrice(product.price, product.currency, language)}</bdi>
          {product.priceBefore && product.priceBefore !== product.price && (
            <OldPrice>
              <VisuallyHidden>{t('price_before_discount')}: </VisuallyHidden>
              <bdi dir="ltr">{formatPrice(product.priceBefore, product.currency, language)}</bdi>
            </OldPrice>
          )}
        </Price>
      </Details>
      <Row>
        <Stepper role="group" aria-label={t('cart_quantity_of', { name })}>
          <StepButton
            type="button"
            aria-label={t('cart_decrease_of', { name })}
            aria-disabled={atMin}
            onClick={() => (atMin ? undefined : onQuantity(line, quantity - 1, available))}
          >
            <span aria-hidden="true">{'−'}</span>
          </StepButton>
          <Quantity aria-live="polite" aria-atomic="true">
            <bdi dir="ltr">{quantity}</bdi>
          </Quantity>
          <StepButton
            type="button"
            aria-label={t('cart_increase_of', { name })}
            aria-disabled={atMax}
            onClick={() => (atMax ? undefined : onQuantity(line, quantity + 1, available))}
          >
            <span aria-hidden="true">{'+'}</span>
          </StepButton>
        </Stepper>
        {total !== null && (
          <LineTotal>
            <span>{t('cart_line_total')}: </span>
            <bdi dir="ltr">{formatPrice(total, product.currency, language)}</bdi>
          </LineTotal>
        )}
        <RemoveButton
          type="button"
          aria-label={t('cart_remove_of', { name })}
          onClick={() => onRemove(line)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <path
              d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t('cart_remove')}</span>
        </RemoveButton>
      </Row>
    </Line>
  );
}
