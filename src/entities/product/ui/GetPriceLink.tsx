import { useTranslation } from 'react-i18next';
import { useGetShopDetailsQuery } from '../../../api/siteApi';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { useSiteOrigin } from '../../../shared/hooks/siteOrigin';
import { chatLink } from '../../../shared/lib/chatLink';
import { localizedPath } from '../../../shared/lib/language';
import type { Product } from '../model';
import { productLink } from '../productLink';
import { useProduct } from '../useProduct';
import { ChatLink } from './GetPriceLink.styles';

export type GetPriceLabel = 'card' | 'details';

/** The card reads 'Get the price', the details page 'get price'. */
const LABEL_KEYS: Record<GetPriceLabel, string> = { card: 'get_the_price', details: 'get_price' };

export interface GetPriceLinkProps {
  productId: number;
  label?: GetPriceLabel;
  className?: string;
}

/** The prefilled enquiry (product title, code, link) in the page language. */
export function enquiryText(
  t: (key: string, options: Record<string, string>) => string,
  product: Pick<Product, 'title' | 'code'>,
  link: string,
): string {
  const { title, code } = product;
  return code
    ? t('get_price_message', { title, code, link })
    : t('get_price_message_no_code', { title, link });
}

/**
 * For a product without a price: opens the messaging-app chat with an
 * enquiry naming the product, its code and the absolute address of its page in the page's
 * language. The link is complete as rendered (the server writes it with the public origin), so a
 * tap before the scripts run sends the same enquiry. None while the shop gives no chat number.
 */
export function GetPriceLink({ productId, label = 'card', className }: GetPriceLinkProps) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const language = useLanguage();
  const view = useProduct(productId);
  const chatNumber = useGetShopDetailsQuery().data?.chat_number;
  if (!view || !chatNumber) return null;
  const { product } = view;
  const pageUrl = `${origin}${localizedPath(productLink(product).to, language)}`;

  return (
    <ChatLink
      className={className}
      href={chatLink(enquiryText(t, product, pageUrl), chatNumber)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.2c-.1-.2-.3-.2-.5-.3Z" />
      </svg>
      <span>{t(LABEL_KEYS[label])}</span>
    </ChatLink>
  );
}
