// TEMPORARY stand-ins until entities/product/ui FavouriteButton, AddToCartButton and GetPriceLink
// (helper H4) are committed; same props.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../../entities/product/useProduct';
import { chatLink } from '../../../shared/lib/chatLink';
import { Button } from '../../../shared/ui/Button';
import { canonicalProductPath } from '../productSlugs';

export function AddToCartButton(_props: { productId: number; quantity: number }) {
  const { t } = useTranslation();
  return <Button type="button">{t('add_to_cart')}</Button>;
}

export function FavouriteButton(_props: { productId: number }) {
  const { t } = useTranslation();
  return (
    <Button type="button" $variant="secondary">
      {t('add_to_favourites')}
    </Button>
  );
}

const noSubscription = () => () => {};

export function GetPriceLink({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const product = useProduct(productId)?.product;
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  if (!product) return null;
  const text = t('product_price_enquiry', {
    title: product.title,
    code: product.code ?? '',
    link: `${origin}${canonicalProductPath(product)}`,
  });
  return (
    <Button as="a" href={chatLink(text)} target="_blank" rel="noopener noreferrer">
      {t('get_price')}
    </Button>
  );
}
