import { Formik } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, toErrorMessage } from '../../../../api/errors';
import type { FormTable } from '../../../../shared/rules/formTable';
import { buildYupSchema } from '../../../../shared/rules/yupSchema';
import { Button } from '../../../../shared/ui/Button';
import { FormBanner, FormRoot, SubmitButton } from '../../../../shared/ui/form';
import { notify } from '../../../../shared/ui/toast/notify';
import {
  useCreateContentEntryMutation,
  useUpdateContentEntryMutation,
  type ContentListBodies,
  type ContentListEntries,
  type ContentListName,
} from '../../../api/contentListsApi';
import { FormActions, FormBox, FormTitle } from '../../../ui/Blocks.styles';
import { entryBody, valuesOf, type FieldKinds } from './entryBody';

/** A picture field says when its upload starts and ends; the form waits for every one. */
const UploadBusy = createContext<(field: string, busy: boolean) => void>(() => undefined);
export const useUploadBusy = () => useContext(UploadBusy);

export interface EntryFormProps<L extends ContentListName> {
  list: L;
  /** The entry being edited; none for a new one. */
  entry?: ContentListEntries[L];
  kinds: FieldKinds;
  table: FormTable;
  /** The title of the form for a new entry. */
  newTitle: string;
  nameOf: (entry: ContentListEntries[L]) => string;
  onDone: () => void;
  onCancel: () => void;
  /** The fields, named as `kinds` names them. */
  children: ReactNode;
}

/**
 * A new entry or an inline edit of one, for any list: the rule table's checks before sending,
 * the server's 422 messages on their fields, a banner for anything else. Saving waits while a
 * picture is still uploading (its URL is not known yet).
 */
export function EntryForm<L extends ContentListName>({
  list,
  entry,
  kinds,
  table,
  newTitle,
  nameOf,
  onDone,
  onCancel,
  children,
}: EntryFormProps<L>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [create] = useCreateContentEntryMutation();
  const [update] = useUpdateContentEntryMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  const schema = useMemo(() => buildYupSchema(table, t), [table, t]);
  const initialValues = useMemo(() => valuesOf(kinds, entry), [kinds, entry]);
  const setBusy = useCallback((field: string, busy: boolean) => {
    setUploading((now) => {
      if (now.has(field) === busy) return now;
      const next = new Set(now);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  return (
    <FormBox>
      <FormTitle id={titleId}>
        {entry ? t('admin_lists_edit_title', { name: nameOf(entry) }) : newTitle}
      </FormTitle>
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, formik) => {
          setBanner(null);
          // The kinds are the list's body fields, so the body has the list's shape.
          const body = entryBody(kinds, values, entry) as ContentListBodies[L];
          try {
            if (!entry) {
              const saved = (await create({ list, body }).unwrap()) as ContentListEntries[L];
              notify.success(t('admin_lists_added', { name: nameOf(saved) }));
            } else if (Object.keys(body).length > 0) {
              const saved = await update({ list, id: entry.id, body }).unwrap();
              notify.success(
                t('admin_lists_saved', { name: nameOf(saved as ContentListEntries[L]) }),
              );
            }
            onDone();
          } catch (error) {
            if (!applyFieldErrors(error, formik)) {
              setBanner(toErrorMessage(error, t, 'admin_lists_save_failed'));
            }
          }
        }}
      >
        <FormRoot aria-labelledby={titleId}>
          <FormBanner message={banner} onDismiss={() => setBanner(null)} />
          <UploadBusy.Provider value={setBusy}>{children}</UploadBusy.Provider>
          <FormActions>
            <SubmitButton busyLabel={t('admin_lists_saving')} disabled={uploading.size > 0}>
              {t(entry ? 'admin_lists_save' : 'admin_lists_create')}
            </SubmitButton>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('admin_lists_cancel')}
            </Button>
          </FormActions>
        </FormRoot>
      </Formik>
    </FormBox>
  );
}
