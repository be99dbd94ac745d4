import { FACTORY_IMAGES } from '../constants';
import { defineForm } from '../formTable';
import { maxLength, required } from './common';

/** What the owner's page editor may save (the server refuses more with a translated 422). */
export const PAGE_LIMITS = {
  /**
   * Bytes of one language's HTML as sent (UTF-8, so an Arabic letter counts two): a long policy
   * is about 20 KB, so this leaves room without letting a page grow into megabytes.
   */
  htmlBytes: 100 * 1024,
  /** Factory pictures of the about page: the demo's 34 and a few more. */
  aboutPictures: FACTORY_IMAGES + 6,
} as const;

/** UTF-8 bytes of a text, as PAGE_LIMITS.htmlBytes counts them (browser and server alike). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * The back office's policy page form (PUT /admin/policies/{slug}): both titles required, each at
 * most MAX_LENGTH.name. The HTML of each language is judged by the server alone (its size, and
 * what the allow-list keeps of it).
 */
export const adminPolicyForm = defineForm({
  name: 'adminPolicy',
  fields: {
    title: { rules: [required, maxLength('name')] },
    title_en: { rules: [required, maxLength('name')] },
  },
});
