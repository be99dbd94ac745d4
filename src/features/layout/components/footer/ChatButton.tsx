import { useTranslation } from 'react-i18next';
import { chatLink } from '../../../../shared/lib/chatLink';
import { ChatIcon } from '../icons/Icons';
import { FloatingLink } from './ChatButton.styles';

/** SPEC §2 floating chat button: opens the messaging-app chat (CONTRACT wa.me link) in a new tab. */
export function ChatButton() {
  const { t } = useTranslation();
  return (
    <FloatingLink
      href={chatLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chat_button_label')}
    >
      <ChatIcon size={30} />
    </FloatingLink>
  );
}
