import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths';
import { Heading, HomeLink, Panel, Text } from './NotFoundScreen.styles';

/** A path no route matches, shown inside the site shell with a way home. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Panel>
      <title>{t('not_found_page_title')}</title>
      <Heading>{t('not_found_page_title')}</Heading>
      <Text>{t('not_found_page_message')}</Text>
      <HomeLink as={Link} to={paths.home()}>
        {t('back_to_home')}
      </HomeLink>
    </Panel>
  );
}
