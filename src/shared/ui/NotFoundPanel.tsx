import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Heading, HomeLink, Panel, Text } from './NotFoundPanel.styles';

interface NotFoundPanelProps {
  title: string;
  message: string;
  /** Where the panel's link goes instead of home (e.g. /login on an account page). */
  action?: { to: string; label: string };
}

/**
 * Something the shopper asked for is not there (a page, a product) or not for them yet (an account
 * page): a title, why, and a way on (home by default).
 */
export function NotFoundPanel({ title, message, action }: NotFoundPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Heading>{title}</Heading>
      <Text>{message}</Text>
      <HomeLink as={Link} to={action?.to ?? paths.home()}>
        {action?.label ?? t('back_to_home')}
      </HomeLink>
    </Panel>
  );
}
