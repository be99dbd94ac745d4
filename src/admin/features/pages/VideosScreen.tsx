import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { videoForm } from '../../../shared/rules/forms/adminContentLists';
import { videoId } from '../../../shared/rules/videoId';
import { FieldGrid, TextField } from '../../../shared/ui/form';
import type { ContentListEntries } from '../../api/contentListsApi';
import { NameAr, NameEn } from '../../ui/RowList.styles';
import { Ltr } from '../../ui/Table';
import { EntryForm } from './lists/EntryForm';
import type { EntryValues, FieldKinds } from './lists/entryBody';
import { Detail, Summary, Texts, Warning } from './lists/ListRow.styles';
import { LinkCheck } from './lists/LinkCheck.styles';
import { namedInPageLanguage } from './lists/namedInPageLanguage';
import { OrderedListScreen, type EntryFormSlot } from './lists/OrderedListScreen';

type Video = ContentListEntries['videos'];

const KINDS: FieldKinds = { title_ar: 'text', title_en: 'text', link: 'text' };

/** Says, as the link is typed, whether the shop will find a video id in it (the save's rule). */
function VideoIdCheck() {
  const { t } = useTranslation();
  const { values } = useFormikContext<EntryValues>();
  const link = (values.link ?? '').trim();
  const id = link ? videoId(link) : null;
  return (
    <LinkCheck role="status" $found={id !== null} $empty={!link}>
      {!link
        ? t('admin_videos_id_waiting')
        : id
          ? t('admin_videos_id_found', { id })
          : t('admin_videos_no_video_id')}
    </LinkCheck>
  );
}

function VideoForm({ entry, onDone, onCancel }: EntryFormSlot<Video>) {
  const { t, i18n } = useTranslation();
  return (
    <EntryForm
      list="videos"
      entry={entry}
      kinds={KINDS}
      table={videoForm}
      newTitle={t('admin_videos_new_title')}
      nameOf={namedInPageLanguage('title', i18n.language)}
      onDone={onDone}
      onCancel={onCancel}
    >
      <FieldGrid>
        <TextField name="title_ar" label={t('admin_videos_title_ar')} dir="rtl" required />
        <TextField name="title_en" label={t('admin_videos_title_en')} dir="ltr" required />
      </FieldGrid>
      <TextField name="link" type="url" label={t('admin_videos_link')} required />
      <VideoIdCheck />
    </EntryForm>
  );
}

/** /admin/pages/videos (owner): the videos of /videos in order; each link must hold a video id. */
export function Component() {
  const { t, i18n } = useTranslation();
  return (
    <OrderedListScreen
      list="videos"
      texts={{
        title: t('admin_videos_title'),
        intro: t('admin_videos_intro'),
        add: t('admin_videos_add'),
        empty: t('admin_videos_empty'),
        listLabel: t('admin_videos_list_label'),
      }}
      nameOf={namedInPageLanguage('title', i18n.language)}
      renderSummary={(video) => (
        <Summary>
          <Texts>
            <NameAr lang="ar" dir="rtl">
              {video.title_ar}
            </NameAr>
            <NameEn lang="en" dir="ltr">
              {video.title_en}
            </NameEn>
            <Detail>
              <Ltr>{video.link}</Ltr>
            </Detail>
            {video.video_id ? null : <Warning>{t('admin_videos_row_missing')}</Warning>}
          </Texts>
        </Summary>
      )}
      Form={VideoForm}
    />
  );
}
