// Route schemas of the owner's page editor: the about page and the four policy pages.
// Documentation plus the wire shapes of src/shared/wire/adminPages.ts (OpenAPI at /api/docs).
import { bearerSecurity } from '../../src/shared/wire/common';
import {
  adminAboutAnswer,
  adminAboutBody,
  adminPoliciesAnswer,
  adminPolicyAnswer,
  adminPolicyBody,
  adminPolicyParams,
} from '../../src/shared/wire/adminPages';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['admin: pages'], security: bearerSecurity });

const OWNER_ONLY =
  'Owner only: 401 without a token, 403 for a customer or staff token (nothing changes).';
const SAVED =
  'Each language’s HTML is rewritten by the storefront’s allow-list before it is stored (no ' +
  'script, style, frame, event attribute, class or id, no javascript: or data: link); larger ' +
  'than the limit is 422 on that field. Audited; the storefront shows it at once.';

export const adminAboutSchema = route(
  'The about page: its text in both languages and its factory pictures',
  { description: OWNER_ONLY },
  adminAboutAnswer,
);

export const adminAboutSaveSchema = route(
  'Replace the about page',
  {
    description:
      `${OWNER_ONLY} ${SAVED} A picture neither on the page already nor uploaded to the ` +
      'banners folder is 422 on images.',
    body: adminAboutBody,
  },
  adminAboutAnswer,
);

export const adminPoliciesSchema = route(
  'The four policy pages (shipping, terms, privacy, exchanges and returns)',
  { description: OWNER_ONLY },
  adminPoliciesAnswer,
);

export const adminPolicySaveSchema = route(
  'Replace one policy page',
  {
    description: `${OWNER_ONLY} Both titles are required (422). ${SAVED} Another slug is 404.`,
    params: adminPolicyParams,
    body: adminPolicyBody,
  },
  adminPolicyAnswer,
);
