import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserActions } from '../../../shared/hooks/browserActions';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Brand, Card, Heading, Page, Text } from './MaintenanceScreen.styles';

/**
 * Shown instead of the shop while `is_maintenance_active` is set. Close asks for
 * confirmation, then leaves the site (see shared/lib/exitWebsite for why that is not just close()).
 */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const { exitWebsite } = useBrowserActions();
  const [confirming, setConfirming] = useState(false);

  return (
    <Page>
      <Card>
        <Brand>{t('brand_name')}</Brand>
        <Heading>{t('maintenance_title')}</Heading>
        <Text>{t('maintenance_message')}</Text>
        <Button type="button" onClick={() => setConfirming(true)}>
          {t('close')}
        </Button>
      </Card>
      {confirming ? (
        <ConfirmDialog
          title={t('exit_confirm_message')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            exitWebsite();
          }}
        />
      ) : null}
    </Page>
  );
}
