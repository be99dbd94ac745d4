import { MAX_LENGTH } from '../constants';
import { defineForm, type Rule } from '../formTable';
import { required } from './common';

/** Longest text of each kind the owner's ordered lists keep (the wire schemas' maxLength too). */
export const CONTENT_LIST_LIMITS = {
  /** A catalog's or video's title. */
  title: 200,
  question: 300,
  /** An answer is plain text; its line breaks are kept. */
  answer: 5000,
  name: MAX_LENGTH.name,
  jobTitle: 100,
  phone: MAX_LENGTH.phone,
  link: 500,
} as const;

const atMost = (kind: keyof typeof CONTENT_LIST_LIMITS) =>
  ({
    rule: 'length',
    max: CONTENT_LIST_LIMITS[kind],
    key: 'field_too_long',
    vars: { max: CONTENT_LIST_LIMITS[kind] },
  }) as const satisfies Rule;

const bothLanguages = <const K extends string, const R extends readonly Rule[]>(
  base: K,
  rules: R,
) =>
  ({ [`${base}_ar`]: { rules }, [`${base}_en`]: { rules } }) as {
    [F in `${K}_ar` | `${K}_en`]: { rules: R };
  };

// The back office's four ordered lists of the storefront's pages (POST creates with every
// required field; a PATCH is judged on the fields it sends). Whether a picture was uploaded to
// the shop only the server can say (422 on that field).

/** A question of /common-questions and its answer, in both languages. */
export const faqEntryForm = defineForm({
  name: 'faqEntry',
  fields: {
    ...bothLanguages('title', [required, atMost('question')]),
    ...bothLanguages('description', [required, atMost('answer')]),
  },
});

/** A team member of /contact: names and job titles in both languages; phone and photo optional. */
export const teamMemberForm = defineForm({
  name: 'teamMember',
  fields: {
    ...bothLanguages('name', [required, atMost('name')]),
    ...bothLanguages('job_title', [required, atMost('jobTitle')]),
    phone: { rules: [atMost('phone'), { rule: 'dialNumber', key: 'admin_lists_phone_invalid' }] },
  },
});

/**
 * A catalog of /catalog: titles in both languages and the Arabic cover, which the English page
 * also shows until an English cover is given.
 */
export const catalogForm = defineForm({
  name: 'catalog',
  fields: {
    ...bothLanguages('title', [required, atMost('title')]),
    image_ar: { rules: [required] },
  },
});

/** A video of /videos: titles in both languages and a link a video id can be read from. */
export const videoForm = defineForm({
  name: 'video',
  fields: {
    ...bothLanguages('title', [required, atMost('title')]),
    link: {
      rules: [required, atMost('link'), { rule: 'videoLink', key: 'admin_videos_no_video_id' }],
    },
  },
});

/** The back office's list tables (kept apart from the storefront's forms). */
export const CONTENT_LIST_FORM_TABLES = [faqEntryForm, teamMemberForm, catalogForm, videoForm];
