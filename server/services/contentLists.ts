import {
  catalogForm,
  faqEntryForm,
  teamMemberForm,
  videoForm,
} from '../../src/shared/rules/forms/adminContentLists';
import { videoId } from '../../src/shared/rules/videoId';
import type { ContentListEntries, ContentListName } from '../../src/shared/wire/adminContentLists';
import { catalogs, commonQuestions, teamMembers, videos } from '../db/schema';
import type { ListField, OrderedListSpec } from './orderedList';

// The owner's four lists of the storefront's pages as ordered lists (orderedList.ts): which
// table, which fields (wire name → column) and which rules. The Arabic text lives in the
// unsuffixed columns (title, name, …), as the storefront's reads expect.

const pair = (wire: string, column: string): ListField[] => [
  { wire: `${wire}_ar`, column, kind: 'text' },
  { wire: `${wire}_en`, column: `${column}En`, kind: 'text' },
];

export const CONTENT_LIST_SPECS: {
  [L in ContentListName]: OrderedListSpec<ContentListEntries[L]>;
} = {
  faq: {
    table: commonQuestions,
    entity: 'faq',
    form: faqEntryForm,
    fields: [...pair('title', 'title'), ...pair('description', 'description')],
  },
  'team-members': {
    table: teamMembers,
    entity: 'team_member',
    form: teamMemberForm,
    fields: [
      ...pair('name', 'name'),
      ...pair('job_title', 'jobTitle'),
      { wire: 'phone', column: 'phone', kind: 'optional' },
      { wire: 'photo', column: 'photo', kind: 'picture' },
    ],
  },
  catalogs: {
    table: catalogs,
    entity: 'catalog',
    form: catalogForm,
    fields: [
      ...pair('title', 'title'),
      { wire: 'image_ar', column: 'imageAr', kind: 'picture' },
      { wire: 'image_en', column: 'imageEn', kind: 'picture' },
    ],
  },
  videos: {
    table: videos,
    entity: 'video',
    form: videoForm,
    fields: [...pair('title', 'title'), { wire: 'link', column: 'link', kind: 'text' }],
    derived: (entry) => ({ video_id: videoId(entry.link as string | null) }),
  },
};
