// Route schemas of the owner's store settings: the home page's switches and maintenance, the shop's
// contact details and the social pages' links (src/shared/wire/adminSettings.ts, shopDetails.ts).
// Every one is the owner's alone and in the OpenAPI document.
import {
  adminSettingsAnswer,
  adminSocialPlatformAnswer,
  adminSocialPlatformsAnswer,
  settingsPatch,
  socialLinkPatch,
  socialPlatformParams,
} from '../../src/shared/wire/adminSettings';
import { bearerSecurity } from '../../src/shared/wire/common';
import { shopDetailsAnswer, shopDetailsPatch } from '../../src/shared/wire/shopDetails';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['admin: settings'], security: bearerSecurity });

const OWNER_ONLY =
  'Owner only: 401 without a token, 403 for a customer or staff token (nothing changes).';
const PATCH_RULES =
  'A field the body names that the call does not know is 422, and so is a value of the wrong ' +
  'type (never converted). Audited when something changes; the storefront shows it at once.';

export const adminSettingsSchema = route(
  'The home page switches and maintenance (the record GET /settings lists)',
  { description: OWNER_ONLY },
  adminSettingsAnswer,
);

export const adminSettingsUpdateSchema = route(
  'Switch any of the five settings flags',
  { description: `${OWNER_ONLY} ${PATCH_RULES}`, body: settingsPatch },
  adminSettingsAnswer,
);

export const adminShopDetailsSchema = route(
  "The shop's contact details (what GET /shop-details answers)",
  { description: OWNER_ONLY },
  shopDetailsAnswer,
);

export const adminShopDetailsUpdateSchema = route(
  "Change any of the shop's contact details",
  {
    description:
      `${OWNER_ONLY} ${PATCH_RULES} Texts are stored trimmed, "" for not given. 422 per field: ` +
      'an e-mail that is not a plain address, a chat number that is not 8 to 15 digits (country ' +
      'code first, no + or blanks), a blank landline (`phones.N`). The offers banner is changed ' +
      'on the pictures screen, not here.',
    body: shopDetailsPatch,
  },
  shopDetailsAnswer,
);

export const adminSocialPlatformsSchema = route(
  "The social pages the storefront's header and footer link to, in their order",
  { description: OWNER_ONLY },
  adminSocialPlatformsAnswer,
);

export const adminSocialLinkSchema = route(
  "Change a social page's address",
  {
    description: `${OWNER_ONLY} ${PATCH_RULES} The link must be an absolute https address (422); an unknown id is 404.`,
    params: socialPlatformParams,
    body: socialLinkPatch,
  },
  adminSocialPlatformAnswer,
);
