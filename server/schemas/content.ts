// Route schemas of the SPEC §7 content calls: documentation plus the wire shapes of
// src/shared/wire/content.ts (OpenAPI at /api/docs is generated from these). All are public.
import { errorResponses, langQuery } from '../../src/shared/wire/common';
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

const tags = ['content'];

export const settingsSchema = {
  tags,
  summary: 'Home page switches (SPEC §3); the record is the first element of data',
  querystring: langQuery,
  response: { 200: settingsAnswer, ...errorResponses },
} as const;

export const headerImagesSchema = {
  tags,
  summary: 'Header carousel images (16:7, -320/-640/-1280 WebP siblings)',
  querystring: langQuery,
  response: { 200: headerImagesAnswer, ...errorResponses },
} as const;

export const catalogsSchema = {
  tags,
  summary: 'Catalog covers, Arabic and English images',
  querystring: langQuery,
  response: { 200: catalogsAnswer, ...errorResponses },
} as const;

export const videosSchema = {
  tags,
  summary: 'Videos, paginated (9 a page by default)',
  querystring: videosQuery,
  response: { 200: videosAnswer, ...errorResponses },
} as const;

export const aboutUsSchema = {
  tags,
  summary: 'About page: HTML in the request language and the 34 factory images',
  querystring: langQuery,
  response: { 200: aboutUsAnswer, ...errorResponses },
} as const;

export const policyPageSchema = (slug: PolicyPageSlug) =>
  ({
    tags,
    summary: `Content page ${slug}: title and HTML in the request language`,
    querystring: langQuery,
    response: { 200: policyPageAnswer, ...errorResponses },
  }) as const;

export const commonQuestionsSchema = {
  tags,
  summary: 'Frequently asked questions',
  querystring: langQuery,
  response: { 200: commonQuestionsAnswer, ...errorResponses },
} as const;

export const teamMembersSchema = {
  tags,
  summary: 'Team members for the contact page',
  querystring: langQuery,
  response: { 200: teamMembersAnswer, ...errorResponses },
} as const;

export const socialPlatformsSchema = {
  tags,
  summary: 'The five social links of the header and footer',
  querystring: langQuery,
  response: { 200: socialPlatformsAnswer, ...errorResponses },
} as const;

export const contactSchema = {
  tags,
  summary: 'Stores a contact message; 422 with per-field errors (SPEC §5), 429 when too many',
  querystring: langQuery,
  body: contactBody,
  response: { 200: contactAnswer, ...errorResponses },
} as const;
