import { useTranslation } from 'react-i18next';
import { imageAtWidth } from '../../../shared/lib/image';
import { catalogForm } from '../../../shared/rules/forms/adminContentLists';
import { FieldGrid, TextField } from '../../../shared/ui/form';
import type { ContentListEntries } from '../../api/contentListsApi';
import { NameAr, NameEn } from '../../ui/RowList.styles';
import { EntryForm } from './lists/EntryForm';
import type { FieldKinds } from './lists/entryBody';
import { Summary, Texts, Thumb } from './lists/ListRow.styles';
import { namedInPageLanguage } from './lists/namedInPageLanguage';
import { OrderedListScreen, type EntryFormSlot } from './lists/OrderedListScreen';
import { PictureField } from './lists/PictureField';

type Catalog = ContentListEntries['catalogs'];

const KINDS: FieldKinds = {
  title_ar: 'text',
  title_en: 'text',
  image_ar: 'picture',
  image_en: 'picture',
};

/** A catalog cover is drawn 640 × 800 (4:5), as the grid of /catalog reserves its space. */
const COVER_SIZE = { width: 640, height: 800 } as const;

function CatalogForm({ entry, onDone, onCancel }: EntryFormSlot<Catalog>) {
  const { t, i18n } = useTranslation();
  return (
    <EntryForm
      list="catalogs"
      entry={entry}
      kinds={KINDS}
      table={catalogForm}
      newTitle={t('admin_catalogs_new_title')}
      nameOf={namedInPageLanguage('title', i18n.language)}
      onDone={onDone}
      onCancel={onCancel}
    >
      <FieldGrid>
        <TextField name="title_ar" label={t('admin_catalogs_title_ar')} dir="rtl" required />
        <TextField name="title_en" label={t('admin_catalogs_title_en')} dir="ltr" required />
      </FieldGrid>
      <FieldGrid>
        <PictureField
          name="image_ar"
          label={t('admin_catalogs_cover_ar')}
          alt={t('admin_catalogs_cover_alt_ar')}
          size={COVER_SIZE}
        />
        <PictureField
          name="image_en"
          label={t('admin_catalogs_cover_en')}
          alt={t('admin_catalogs_cover_alt_en')}
          size={COVER_SIZE}
          copy={{
            from: 'image_ar',
            label: t('admin_catalogs_use_ar'),
            done: t('admin_catalogs_copied'),
          }}
        />
      </FieldGrid>
    </EntryForm>
  );
}

/** /admin/pages/catalogs (owner): the catalogs of /catalog in order, a cover per language. */
export function Component() {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (
    <OrderedListScreen
      list="catalogs"
      texts={{
        title: t('admin_catalogs_title'),
        intro: t('admin_catalogs_intro'),
        add: t('admin_catalogs_add'),
        empty: t('admin_catalogs_empty'),
        listLabel: t('admin_catalogs_list_label'),
      }}
      nameOf={namedInPageLanguage('title', i18n.language)}
      renderSummary={(catalog) => {
        // The row shows the cover of the page's own language, as the shop does.
        const cover = (english ? catalog.image_en : null) ?? catalog.image_ar;
        return (
          <Summary>
            {cover ? <Thumb src={imageAtWidth(cover, 320)} alt="" width={64} height={64} /> : null}
            <Texts>
              <NameAr lang="ar" dir="rtl">
                {catalog.title_ar}
              </NameAr>
              <NameEn lang="en" dir="ltr">
                {catalog.title_en}
              </NameEn>
            </Texts>
          </Summary>
        );
      }}
      Form={CatalogForm}
    />
  );
}
