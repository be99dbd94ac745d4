// Parts both page editors share: the links above the form, the save row, and the panel shown
// while the page loads or when it could not be loaded.
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/lib/language';
import type { Language } from '../../../shared/rules/constants';
import { SubmitButton } from '../../../shared/ui/form';
import { Panel } from '../../ui/Panel';
import { adminPaths } from '../../ui/paths';
import { PageLinks, SaveRow, SaveState } from './Pages.styles';
import type { PageEntry } from './pageList';
import { LoadFailed } from '../../ui/LoadFailed';

/**
 * The storefront page in the back office's language (English pages under /en), in a new tab so
 * unsaved changes stay where they are; its name adds the page's after the visible words.
 */
export function ShopLink({ page }: { page: PageEntry }) {
  const { t, i18n } = useTranslation();
  const text = t('admin_pages_view_in_shop');
  return (
    <a
      href={localizedPath(page.shopPath, i18n.language as Language)}
      target="_blank"
      rel="noopener"
      aria-label={`${text}: ${t(page.titleKey)} (${t('admin_pages_new_tab')})`}
    >
      {text}
    </a>
  );
}

/** Above an editor: back to the list of pages, and the page as shoppers see it. */
export function EditorLinks({ page }: { page: PageEntry }) {
  const { t } = useTranslation();
  return (
    <PageLinks>
      <Link to={adminPaths.pages}>{t('admin_pages_all')}</Link>
      <ShopLink page={page} />
    </PageLinks>
  );
}

/**
 * Save, and the form's state beside it (said politely when it changes): changes not saved yet,
 * or, after a save, that the shop shows them.
 */
export function SaveBar({ uploading = false, saved }: { uploading?: boolean; saved: boolean }) {
  const { t } = useTranslation();
  const { dirty } = useFormikContext();
  const state = dirty ? t('admin_pages_unsaved') : saved ? t('admin_pages_saved') : '';
  return (
    <SaveRow>
      <SubmitButton busyLabel={t('admin_pages_saving')} disabled={uploading}>
        {t('admin_pages_save')}
      </SubmitButton>
      <SaveState role="status">{uploading ? t('admin_pages_wait_upload') : state}</SaveState>
    </SaveRow>
  );
}

/** The panel while a page loads, or why it could not be loaded with a way to try again. */
export function PageLoad({
  title,
  failed,
  onRetry,
}: {
  title: string;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      {failed ? (
        <LoadFailed onRetry={onRetry} />
      ) : (
        <p role="status" aria-busy="true">
          {t('admin_pages_loading')}
        </p>
      )}
    </Panel>
  );
}
