import { useTranslation } from 'react-i18next';
import { useGetShopDetailsQuery } from '../../../../api/siteApi';
import { chatLink } from '../../../../shared/lib/chatLink';
import { ChatIcon } from '../icons/Icons';
import { FloatingLink } from './ChatButton.styles';

/**
 * The floating chat button: opens the messaging-app chat (a wa.me link) in a new tab,
 * to the shop's chat number; none while the shop gives no number.
 */
export function ChatButton() {
  const { t } = useTranslation();
  const chatNumber = useGetShopDetailsQuery().data?.chat_number;
  if (!chatNumber) return null;
  return (
    <FloatingLink
      href={chatLink(undefined, chatNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat_button_label')}
    >
      <ChatIcon size={30} />
    </FloatingLink>
  );
}
