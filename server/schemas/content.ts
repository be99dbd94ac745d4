// Route schemas of the content calls: documentation plus the wire shapes of
// src/shared/wire/content.ts (OpenAPI at /api/docs is generated from these). All are public.
import { langQuery } from '../../src/shared/wire/common';
import {
  aboutUsAnswer,
  catalogsAnswer,
  commonQuestionsAnswer,
  contactAnswer,
  contactBody,
  headerImagesAnswer,
  policyPageAnswer,
  settingsAnswer,
  socialPlatformsAnswer,
  teamMembersAnswer,
  videosAnswer,
  videosQuery,
  type PolicyPageSlug,
} from '../../src/shared/wire/content';
import { shopDetailsAnswer } from '../../src/shared/wire/shopDetails';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['content'], querystring: langQuery });

export const settingsSchema = route(
  'Home page switches; the record is the first element of data',
  {},
  settingsAnswer,
);

export const shopDetailsSchema = route(
  'The shop\'s contact details (footer, /contact, chat links) and the /offers banner; "" when not given',
  {},
  shopDetailsAnswer,
);

export const headerImagesSchema = route(
  'Header carousel images (16:7, -320/-640/-1280 WebP siblings)',
  {},
  headerImagesAnswer,
);

export const catalogsSchema = route(
  'Catalog covers, Arabic and English images',
  {},
  catalogsAnswer,
);

export const videosSchema = route(
  'Videos, paginated (9 a page by default)',
  { querystring: videosQuery },
  videosAnswer,
);

export const aboutUsSchema = route(
  'About page: HTML in the request language and the 34 factory images',
  {},
  aboutUsAnswer,
);

export const policyPageSchema = (slug: PolicyPageSlug) =>
  route(`Content page ${slug}: title and HTML in the request language`, {}, policyPageAnswer);

export const commonQuestionsSchema = route('Frequently asked questions', {}, commonQuestionsAnswer);

export const teamMembersSchema = route('Team members for the contact page', {}, teamMembersAnswer);

export const socialPlatformsSchema = route(
  'The five social links of the header and footer',
  {},
  socialPlatformsAnswer,
);

export const contactSchema = route(
  'Stores a contact message; 422 with per-field errors, 429 when too many',
  { body: contactBody },
  contactAnswer,
);
