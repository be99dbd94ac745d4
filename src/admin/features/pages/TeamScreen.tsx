import { useTranslation } from 'react-i18next';
import { imageAtWidth } from '../../../shared/lib/image';
import { teamMemberForm } from '../../../shared/rules/forms/adminContentLists';
import { FieldGrid, TextField } from '../../../shared/ui/form';
import type { ContentListEntries } from '../../api/contentListsApi';
import { NameAr, NameEn } from '../../ui/RowList.styles';
import { Ltr } from '../../ui/Table';
import { EntryForm } from './lists/EntryForm';
import type { FieldKinds } from './lists/entryBody';
import { Detail, Summary, Texts, Thumb } from './lists/ListRow.styles';
import { namedInPageLanguage } from './lists/namedInPageLanguage';
import { OrderedListScreen, type EntryFormSlot } from './lists/OrderedListScreen';
import { PictureField } from './lists/PictureField';

type Member = ContentListEntries['team-members'];

const KINDS: FieldKinds = {
  name_ar: 'text',
  name_en: 'text',
  job_title_ar: 'text',
  job_title_en: 'text',
  phone: 'optional',
  photo: 'picture',
};

/** The contact page draws a member's photo square. */
const PHOTO_SIZE = { width: 400, height: 400 } as const;

function MemberForm({ entry, onDone, onCancel }: EntryFormSlot<Member>) {
  const { t, i18n } = useTranslation();
  return (
    <EntryForm
      list="team-members"
      entry={entry}
      kinds={KINDS}
      table={teamMemberForm}
      newTitle={t('admin_team_new_title')}
      nameOf={namedInPageLanguage('name', i18n.language)}
      onDone={onDone}
      onCancel={onCancel}
    >
      <FieldGrid>
        <TextField name="name_ar" label={t('admin_team_name_ar')} dir="rtl" required />
        <TextField name="name_en" label={t('admin_team_name_en')} dir="ltr" required />
        <TextField name="job_title_ar" label={t('admin_team_job_ar')} dir="rtl" required />
        <TextField name="job_title_en" label={t('admin_team_job_en')} dir="ltr" required />
        <TextField
          name="phone"
          type="tel"
          label={t('admin_team_phone')}
          hint={t('admin_team_phone_hint')}
          autoComplete="off"
          numeric
        />
      </FieldGrid>
      <PictureField
        name="photo"
        label={t('admin_team_photo')}
        alt={t('admin_team_photo_alt')}
        size={PHOTO_SIZE}
      />
    </EntryForm>
  );
}

/** /admin/pages/team (owner): the team members of /contact in order, with photo and phone. */
export function Component() {
  const { t, i18n } = useTranslation();
  return (
    <OrderedListScreen
      list="team-members"
      texts={{
        title: t('admin_team_title'),
        intro: t('admin_team_intro'),
        add: t('admin_team_add'),
        empty: t('admin_team_empty'),
        listLabel: t('admin_team_list_label'),
      }}
      nameOf={namedInPageLanguage('name', i18n.language)}
      renderSummary={(member) => (
        <Summary>
          {member.photo ? (
            <Thumb src={imageAtWidth(member.photo, 320)} alt="" width={64} height={64} />
          ) : null}
          <Texts>
            <NameAr lang="ar" dir="rtl">
              {member.name_ar} · {member.job_title_ar}
            </NameAr>
            <NameEn lang="en" dir="ltr">
              {member.name_en} · {member.job_title_en}
            </NameEn>
            {member.phone ? (
              <Detail>
                <Ltr>{member.phone}</Ltr>
              </Detail>
            ) : null}
            {member.photo ? null : <Detail>{t('admin_team_no_photo')}</Detail>}
          </Texts>
        </Summary>
      )}
      Form={MemberForm}
    />
  );
}
