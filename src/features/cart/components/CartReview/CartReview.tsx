import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Cart } from '../../../../entities/cart/model';
import { useLanguage } from '../../../../shared/hooks/useLanguage';
import { paths } from '../../../../shared/lib/paths';
import { formatPrice } from '../../../../shared/lib/price';
import { lineAmount } from '../CartLine/CartLine';
import { EditLink, Head, Item, Items, Name, Review, Title } from './CartReview.styles';

/** The /checkout cart review: what is being ordered, with a way back to change it. */
export function CartReview({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Review aria-labelledby="checkout-review-title">
      <Head>
        <Title id="checkout-review-title">{t('checkout_review_title')}</Title>
        <EditLink as={Link} to={paths.cart()}>
          {t('checkout_edit_cart')}
        </EditLink>
      </Head>
      <Items>
        {cart.items.map((line) => (
          <Item key={line.id}>
            <Name>
              {line.product.name}{' '}
              <bdi dir="ltr">
                {'× '}
                {line.quantity}
              </bdi>
            </Name>
            <bdi dir="ltr">
              {formatPrice(
                lineAmount(line.product.price, line.quantity),
                line.product.currency,
                language,
              )}
            </bdi>
          </Item>
        ))}
      </Items>
    </Review>
  );
}
