import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetShopDetailsQuery } from '../../../../api/siteApi';
import { chatLink } from '../../../../shared/lib/chatLink';
import { paths } from '../../../../shared/lib/paths';
import { Button } from '../../../../shared/ui/Button';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { Actions, Box, Heading, Text } from './MoreHelp.styles';

/**
 * Under the questions: "didn't find your answer?" with the contact page and a WhatsApp chat (the
 * chat only while the shop gives a chat number).
 */
export function MoreHelp() {
  const { t } = useTranslation();
  const headingId = useId();
  const chatNumber = useGetShopDetailsQuery().data?.chat_number;
  return (
    <Box aria-labelledby={headingId}>
      <Heading id={headingId}>{t('faq_more_title')}</Heading>
      <Text>{t('faq_more_text')}</Text>
      <Actions>
        <Button as={Link} to={paths.contact()}>
          {t('faq_contact_link')}
        </Button>
        {chatNumber ? (
          <Button
            as="a"
            $variant="secondary"
            href={chatLink(t('faq_chat_text'), chatNumber)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('faq_chat_link')}
            <VisuallyHidden> {t('opens_new_tab')}</VisuallyHidden>
          </Button>
        ) : null}
      </Actions>
    </Box>
  );
}
