import { Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { applyFieldErrors, toErrorMessage } from '../../../api/errors';
import { adminPolicyForm } from '../../../shared/rules/forms/adminPage';
import { buildYupSchema } from '../../../shared/rules/yupSchema';
import type { AdminPolicyBody } from '../../../shared/wire/adminPages';
import { FieldGrid, FormBanner, FormRoot, TextField } from '../../../shared/ui/form';
import { notify } from '../../../shared/ui/toast/notify';
import { useAdminPoliciesQuery, useSavePolicyMutation, type AdminPolicy } from '../../api/pagesApi';
import { Component as NotFound } from '../../ui/NotFound';
import { Panel } from '../../ui/Panel';
import { RichTextField } from '../../ui/RichTextField';
import { EditorLinks, PageLoad, SaveBar } from './PageParts';
import { policyEntry, type PolicyEntry } from './pageList';

const valuesOf = ({ title, title_en, content, content_en }: AdminPolicy): AdminPolicyBody => ({
  title,
  title_en,
  content,
  content_en,
});

function PolicyForm({ page, titleId }: { page: AdminPolicy; titleId: string }) {
  const { t } = useTranslation();
  const [save] = useSavePolicyMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => buildYupSchema(adminPolicyForm, t), [t]);

  const onSubmit = async (values: AdminPolicyBody, formik: FormikHelpers<AdminPolicyBody>) => {
    setBanner(null);
    const body = { ...values, title: values.title.trim(), title_en: values.title_en.trim() };
    try {
      const stored = await save({ slug: page.slug, body }).unwrap();
      // The form now holds what the shop shows: the HTML as the server kept it.
      formik.resetForm({ values: valuesOf(stored) });
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
    <Formik initialValues={valuesOf(page)} validationSchema={schema} onSubmit={onSubmit}>
      <FormRoot aria-labelledby={titleId}>
        <FormBanner message={banner} onDismiss={() => setBanner(null)} />
        <FieldGrid>
          <TextField name="title" label={t('admin_pages_title_ar')} dir="rtl" required />
          <TextField name="title_en" label={t('admin_pages_title_en')} dir="ltr" required />
        </FieldGrid>
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
        <SaveBar saved={saved} />
      </FormRoot>
    </Formik>
  );
}

function PolicyEditor({ entry }: { entry: PolicyEntry }) {
  const { t } = useTranslation();
  const titleId = useId();
  const policies = useAdminPoliciesQuery();
  const page = policies.data?.find((each) => each.slug === entry.slug);
  const title = t(entry.titleKey);
  if (policies.data && !page) return <NotFound />;
  if (!page) {
    return (
      <PageLoad title={title} failed={policies.isError} onRetry={() => void policies.refetch()} />
    );
  }
  return (
    <Panel title={title} titleId={titleId}>
      <EditorLinks page={entry} />
      {/* A new form for another page: the values of one never stay on the next. */}
      <PolicyForm key={entry.slug} page={page} titleId={titleId} />
    </Panel>
  );
}

/** /admin/pages/policies/:slug: one policy page's titles and text; another slug names nothing. */
export function Component() {
  const entry = policyEntry(useParams().slug);
  return entry ? <PolicyEditor entry={entry} /> : <NotFound />;
}
