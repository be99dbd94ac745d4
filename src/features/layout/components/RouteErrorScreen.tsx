import { useTranslation } from 'react-i18next';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { Button } from '../../../shared/ui/Button';
// The same full-page card as the maintenance screen: both stand in for the whole site.
import { Brand, Card, Heading, Page, Text } from './MaintenanceScreen.styles';

/**
 * The root route's error boundary: whatever a screen throws (a render error, a route chunk that
 * failed to download) ends here instead of a blank page, with a way to reload.
 */
export function RouteErrorScreen() {
  const { t } = useTranslation();
  const { reload } = useBrowserActions();
  return (
    <Page>
      <Card role="alert">
        <Brand>{t('brand_name')}</Brand>
        <Heading>{t('error_boundary_title')}</Heading>
        <Text>{t('error_boundary_message')}</Text>
        <Button type="button" onClick={reload}>
          {t('reload_page')}
        </Button>
      </Card>
    </Page>
  );
}
