import { useTranslation } from 'react-i18next';
import { faqEntryForm } from '../../../shared/rules/forms/adminContentLists';
import { FieldGrid, TextAreaField, TextField } from '../../../shared/ui/form';
import type { ContentListEntries } from '../../api/contentListsApi';
import { NameAr, NameEn } from '../../ui/RowList.styles';
import { EntryForm } from './lists/EntryForm';
import type { FieldKinds } from './lists/entryBody';
import { Excerpt, Summary, Texts } from './lists/ListRow.styles';
import { OrderedListScreen, type EntryFormSlot } from './lists/OrderedListScreen';
import { namedInPageLanguage } from './lists/namedInPageLanguage';

type Question = ContentListEntries['faq'];

const KINDS: FieldKinds = {
  title_ar: 'text',
  title_en: 'text',
  description_ar: 'text',
  description_en: 'text',
};

function QuestionForm({ entry, onDone, onCancel }: EntryFormSlot<Question>) {
  const { t, i18n } = useTranslation();
  return (
    <EntryForm
      list="faq"
      entry={entry}
      kinds={KINDS}
      table={faqEntryForm}
      newTitle={t('admin_faq_new_title')}
      nameOf={namedInPageLanguage('title', i18n.language)}
      onDone={onDone}
      onCancel={onCancel}
    >
      <FieldGrid>
        <TextField name="title_ar" label={t('admin_faq_question_ar')} dir="rtl" required />
        <TextField name="title_en" label={t('admin_faq_question_en')} dir="ltr" required />
        <TextAreaField
          name="description_ar"
          label={t('admin_faq_answer_ar')}
          dir="rtl"
          rows={5}
          required
        />
        <TextAreaField
          name="description_en"
          label={t('admin_faq_answer_en')}
          dir="ltr"
          rows={5}
          required
        />
      </FieldGrid>
    </EntryForm>
  );
}

/** /admin/pages/faq (owner): the questions of /common-questions in order, both languages. */
export function Component() {
  const { t, i18n } = useTranslation();
  return (
    <OrderedListScreen
      list="faq"
      texts={{
        title: t('admin_faq_title'),
        intro: t('admin_faq_intro'),
        add: t('admin_faq_add'),
        empty: t('admin_faq_empty'),
        listLabel: t('admin_faq_list_label'),
      }}
      nameOf={namedInPageLanguage('title', i18n.language)}
      renderSummary={(question) => (
        <Summary>
          <Texts>
            <NameAr lang="ar" dir="rtl">
              {question.title_ar}
            </NameAr>
            <NameEn lang="en" dir="ltr">
              {question.title_en}
            </NameEn>
            <Excerpt lang={i18n.language} dir="auto">
              {i18n.language === 'en' ? question.description_en : question.description_ar}
            </Excerpt>
          </Texts>
        </Summary>
      )}
      Form={QuestionForm}
    />
  );
}
