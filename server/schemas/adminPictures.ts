// Route schemas of the storefront's pictures in the back office (src/shared/wire/adminPictures.ts):
// the home carousel's header pictures and the offers banner, the owner's only.
import {
  adminHeaderImageAnswer,
  adminHeaderImageCreateBody,
  adminHeaderImageDeleteAnswer,
  adminHeaderImageLinkBody,
  adminHeaderImageOrderBody,
  adminHeaderImageParams,
  adminHeaderImagesAnswer,
  adminOffersBannerAnswer,
  adminOffersBannerBody,
} from '../../src/shared/wire/adminPictures';
import { SLIDE_LINK_MAX } from '../../src/shared/rules/slideLink';
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({
  tags: ['admin: storefront pictures'],
  security: bearerSecurity,
  querystring: langQuery,
});

const OWNER_ONLY =
  'Owner only: 401 without a token, 403 for a customer or staff token (nothing changes).';
const SHOWN = 'Audited; the storefront shows the change on its next read.';
const owner = (more = '') => `${OWNER_ONLY} ${more}${more ? ' ' : ''}${SHOWN}`;
const PICTURE_RULE =
  '422 on image unless it is a picture POST /admin/media/banners stored (the upload comes first).';
const LINK_RULE =
  '422 on link unless it is a page of the shop from its root (/offers, /en/offers; not /api, ' +
  `/admin or /media) or an https:// address, at most ${SLIDE_LINK_MAX} characters.`;

export const adminHeaderImagesSchema = route(
  'Back office: the home carousel’s header pictures in order',
  { description: OWNER_ONLY },
  adminHeaderImagesAnswer,
);

export const adminHeaderImageCreateSchema = route(
  'Back office: add a header picture (last in the carousel)',
  {
    description: owner(`${PICTURE_RULE} ${LINK_RULE}`),
    body: adminHeaderImageCreateBody,
  },
  adminHeaderImageAnswer,
  { status: 201 },
);

export const adminHeaderImageLinkSchema = route(
  'Back office: set or remove (null or "") a header picture’s link',
  {
    description: owner(`${LINK_RULE} 404 for an unknown picture.`),
    params: adminHeaderImageParams,
    body: adminHeaderImageLinkBody,
  },
  adminHeaderImageAnswer,
);

export const adminHeaderImageDeleteSchema = route(
  'Back office: take a picture out of the home carousel',
  { description: owner('404 for an unknown picture.'), params: adminHeaderImageParams },
  adminHeaderImageDeleteAnswer,
);

export const adminHeaderImageOrderSchema = route(
  'Back office: put the header pictures in a new order',
  {
    description: owner('ids must name every header picture exactly once (422 otherwise).'),
    body: adminHeaderImageOrderBody,
  },
  adminHeaderImagesAnswer,
);

export const adminOffersBannerSchema = route(
  'Back office: the promotional banner of /offers',
  { description: OWNER_ONLY },
  adminOffersBannerAnswer,
);

export const adminOffersBannerUpdateSchema = route(
  'Back office: replace or remove ("") the promotional banner of /offers',
  {
    description: owner(
      '422 on image unless it is "", the banner already set or a picture POST ' +
        '/admin/media/banners stored.',
    ),
    body: adminOffersBannerBody,
  },
  adminOffersBannerAnswer,
);
