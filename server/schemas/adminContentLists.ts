// Route schemas of the owner's ordered lists (src/shared/wire/adminContentLists.ts): the same five
// calls for each list, owner only (401 without a token, 403 for a shopper's or a staff member's),
// every one in the OpenAPI document.
import {
  CONTENT_LIST_WIRE,
  contentListDeleteAnswer,
  contentListOrderBody,
  type ContentListName,
} from '../../src/shared/wire/adminContentLists';
import { bearerSecurity, dataAnswer, idParams, listAnswer } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['admin'], security: bearerSecurity });

/** What each list is, in the summaries. */
const WHAT: Record<ContentListName, { one: string; all: string; rules: string }> = {
  faq: {
    one: 'a question of /common-questions',
    all: 'the questions of /common-questions',
    rules: 'both questions and both answers required (plain text)',
  },
  'team-members': {
    one: 'a team member of /contact',
    all: 'the team members of /contact',
    rules:
      'both names and job titles required; phone optional (digits, spaces, a leading +); ' +
      'photo an uploaded banners picture or null',
  },
  catalogs: {
    one: 'a catalog of /catalog',
    all: 'the catalogs of /catalog',
    rules: 'both titles and the Arabic cover required; covers are uploaded banners pictures',
  },
  videos: {
    one: 'a video of /videos',
    all: 'the videos of /videos',
    rules: 'both titles required; link must hold a video id (watch, short or embed form)',
  },
};

const params = idParams('id', 'The entry');

/** The five route schemas of one list. */
export function contentListSchemas(list: ContentListName) {
  const { entry, body } = CONTENT_LIST_WIRE[list];
  const what = WHAT[list];
  const fieldErrors = `422 with every broken field: ${what.rules}.`;
  return {
    list: route(`Back office: ${what.all}, in order`, {}, listAnswer(entry)),
    create: route(
      `Back office: add ${what.one}, last in the list`,
      { description: fieldErrors, body },
      dataAnswer(entry),
      { status: 201 },
    ),
    update: route(
      `Back office: change any subset of ${what.one}`,
      { description: `Only the fields sent are judged. ${fieldErrors}`, params, body },
      dataAnswer(entry),
    ),
    remove: route(`Back office: delete ${what.one}`, { params }, contentListDeleteAnswer),
    order: route(
      `Back office: put ${what.all} in a new order`,
      {
        description: 'ids names every entry exactly once (422 on ids otherwise; nothing changes).',
        body: contentListOrderBody,
      },
      listAnswer(entry),
    ),
  };
}
