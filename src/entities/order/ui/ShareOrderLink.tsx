import { useTranslation } from 'react-i18next';
import { useGetShopDetailsQuery } from '../../../api/siteApi';
import { useLanguage } from '../../../shared/hooks/useLanguage';
import { chatLink } from '../../../shared/lib/chatLink';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import type { Order } from '../model';
import { orderShareText } from '../orderText';
import { ShareLink } from './ShareOrderLink.styles';

/**
 * The order sent to the shop's WhatsApp as a composed message (a wa.me link); none while the shop
 * gives no chat number.
 */
export function ShareOrderLink({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chatNumber = useGetShopDetailsQuery().data?.chat_number;
  if (!chatNumber) return null;
  return (
    <ShareLink
      href={chatLink(orderShareText(order, t, language), chatNumber)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.6 11.6 0 0 0 4.4 3.9c1.6.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3z" />
      </svg>
      <span>{t('order_share_whatsapp')}</span>
      <VisuallyHidden>{` ${t('opens_new_tab')}`}</VisuallyHidden>
    </ShareLink>
  );
}
