// The owner's store settings in the back office: the home page's switches and maintenance
// (GET|PATCH /api/v1/admin/settings), the social pages' links (GET /api/v1/admin/social-platforms,
// PATCH /api/v1/admin/social-platforms/{id}). The shop's contact details have their own file
// (shopDetails.ts), shared with the storefront's read. Owner only, every one.
import { MAX_LENGTH } from '../rules/constants';
import { dataAnswer, idParams, listAnswer, type Wire } from './common';
import { settings } from './content';

/** GET|PATCH /admin/settings answer: the settings record itself (not the storefront's list). */
export const adminSettingsAnswer = dataAnswer(settings);
export type AdminSettingsAnswer = Wire<typeof adminSettingsAnswer>;

const flag = (description: string) => ({ type: 'boolean', description }) as const;

/**
 * PATCH /admin/settings: any subset of the five flags, each a JSON boolean ("true" and 1 are
 * refused, never read as one); the others stay as they are.
 */
export const settingsPatch = {
  type: 'object',
  properties: {
    is_maintenance_active: flag('Shoppers see the maintenance screen instead of the shop'),
    is_latest_product_active: flag("The home page's latest products and the header's link"),
    is_best_seller_active: flag("The home page's best sellers"),
    is_main_banner_is_active: flag("The home page's main banner (category list and slides)"),
    is_banners_active: flag("Each home category section's banner picture"),
  },
  additionalProperties: false,
} as const;
export type SettingsPatch = Wire<typeof settingsPatch>;
/** The five flags' names, in the order the back office lists them. */
export type SettingsFlag = keyof SettingsPatch;

/** A social page as the owner edits it: the storefront's fields and its place in the row. */
export const adminSocialPlatform = {
  type: 'object',
  required: ['id', 'name', 'link', 'sort'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'The platform, as the storefront names its icon' },
    link: { type: 'string' },
    sort: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type AdminSocialPlatformDto = Wire<typeof adminSocialPlatform>;

/** GET /admin/social-platforms, in the storefront's order. */
export const adminSocialPlatformsAnswer = listAnswer(adminSocialPlatform);
export type AdminSocialPlatformsAnswer = Wire<typeof adminSocialPlatformsAnswer>;

/** PATCH /admin/social-platforms/{id} answer: the platform as saved. */
export const adminSocialPlatformAnswer = dataAnswer(adminSocialPlatform);
export type AdminSocialPlatformAnswer = Wire<typeof adminSocialPlatformAnswer>;

export const socialPlatformParams = idParams('id', 'The social platform');

/** PATCH /admin/social-platforms/{id}: the page's new address, an absolute https link. */
export const socialLinkPatch = {
  type: 'object',
  required: ['link'],
  properties: {
    link: {
      type: 'string',
      maxLength: MAX_LENGTH.link,
      description: 'https://… (422 for anything else)',
    },
  },
  additionalProperties: false,
} as const;
export type SocialLinkPatch = Wire<typeof socialLinkPatch>;
