import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Heading, HomeLink, Panel, Text } from './NotFoundPanel.styles';

/** Something the shopper asked for is not there (a page, a product): a title, why, and a way home. */
export function NotFoundPanel({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Panel>
      <Heading>{title}</Heading>
      <Text>{message}</Text>
      <HomeLink as={Link} to={paths.home()}>
        {t('back_to_home')}
      </HomeLink>
    </Panel>
  );
}
