import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { FormBanner, FormRoot } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { useAdminAboutQuery, useSaveAboutMutation, type AdminAbout } from '../../api/pagesApi';
import { Panel } from '../../ui/Panel';
import { RichTextField } from '../../ui/RichTextField';
import { AboutPictures } from './AboutPictures';
import { EditorLinks, PageLoad, SaveBar } from './PageParts';
import { ABOUT_PAGE } from './pageList';

function AboutForm({ about, titleId }: { about: AdminAbout; titleId: string }) {
  const { t } = useTranslation();
  const [save] = useSaveAboutMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: AdminAbout, formik: FormikHelpers<AdminAbout>) => {
    setBanner(null);
    try {
      const stored = await save(values).unwrap();
      // The form now holds what the shop shows: the HTML as the server kept it.
      formik.resetForm({ values: stored });
      setSaved(true);
      notify.success(t('admin_pages_saved'));
    } catch (error) {
      setSaved(false);
      if (!applyFieldErrors(error, formik)) {
        setBanner(toErrorMessage(error, t, 'admin_pages_save_failed'));
      }
    }
  };

  return (
    <Formik initialValues={about} onSubmit={onSubmit}>
      <FormRoot aria-labelledby={titleId}>
        <FormBanner message={banner} onDismiss={() => setBanner(null)} />
        <RichTextField
          name="content"
          label={t('admin_pages_content_ar')}
          lang="ar"
          hint={t('admin_pages_editor_hint')}
        />
        <RichTextField
          name="content_en"
          label={t('admin_pages_content_en')}
          lang="en"
          hint={t('admin_pages_editor_hint')}
        />
        <AboutPictures onBusyChange={setUploading} />
        <SaveBar uploading={uploading} saved={saved} />
      </FormRoot>
    </Formik>
  );
}

/** /admin/pages/about: the about page's text in both languages and its factory pictures. */
export function Component() {
  const { t } = useTranslation();
  const about = useAdminAboutQuery();
  const titleId = useId();
  const title = t(ABOUT_PAGE.titleKey);
  if (!about.data) {
    return <PageLoad title={title} failed={about.isError} onRetry={() => void about.refetch()} />;
  }
  return (
    <Panel title={title} titleId={titleId}>
      <EditorLinks page={ABOUT_PAGE} />
      <AboutForm about={about.data} titleId={titleId} />
    </Panel>
  );
}
