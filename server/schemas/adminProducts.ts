// Route schemas of the back office's catalogue calls (src/shared/wire/adminProducts.ts): every one
// needs a staff or owner token (401 without one, 403 for a shopper's) and is in the OpenAPI document.
import {
  adminBulkAnswer,
  adminBulkBody,
  adminCategoriesAnswer,
  adminCategoryAnswer,
  adminCategoryBody,
  adminCategoryReorderBody,
  adminProductAnswer,
  adminProductBody,
  adminProductDeleteAnswer,
  adminProductParams,
  adminProductsAnswer,
  adminProductsQuery,
} from '../../src/shared/wire/adminProducts';
import { bearerSecurity, langQuery } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({
  tags: ['admin'],
  security: bearerSecurity,
  querystring: langQuery,
});

export const adminProductsSchema = route(
  'Back office: products (inactive too, deleted ones left out), filtered, sorted and paged',
  { querystring: adminProductsQuery },
  adminProductsAnswer,
);

export const adminProductCreateSchema = route(
  'Back office: create a product (slug made from name_en)',
  {
    description:
      '422 with every broken field: names and product_code required, product_code free, ' +
      'category_id an existing category, prices decimals ≥ 0 with the price after discount not ' +
      'above the one before, quantity a whole number ≥ 0.',
    body: adminProductBody,
  },
  adminProductAnswer,
  { status: 201 },
);

export const adminProductSchema = route(
  'Back office: one product',
  { params: adminProductParams },
  adminProductAnswer,
);

export const adminProductUpdateSchema = route(
  'Back office: change any subset of a product’s fields',
  {
    description: 'The product as changed must meet the rules of creation (422 otherwise).',
    params: adminProductParams,
    body: adminProductBody,
  },
  adminProductAnswer,
);

export const adminProductDeleteSchema = route(
  'Back office: delete a product (hidden instead when an order names it)',
  { params: adminProductParams },
  adminProductDeleteAnswer,
);

export const adminProductsBulkSchema = route(
  'Back office: one change to up to 200 products, all or nothing',
  {
    description:
      'status sets active|inactive; price_percent scales both prices by −90 to +500 % (rounded ' +
      'to 2 decimals); stock sets the quantity. 422 when an id is unknown or the value does ' +
      'not suit the action; nothing changes then.',
    body: adminBulkBody,
  },
  adminBulkAnswer,
);

export const adminCategoriesSchema = route(
  'Back office: every category (hidden too) in shop order, with product counts',
  {},
  adminCategoriesAnswer,
);

export const adminCategoryCreateSchema = route(
  'Back office: create a category',
  {
    description:
      'slug: given, or made from name_en; unique; never en, admin, api or media (422 otherwise).',
    body: adminCategoryBody,
  },
  adminCategoryAnswer,
  { status: 201 },
);

export const adminCategoryUpdateSchema = route(
  'Back office: rename, re-slug or hide a category',
  { params: adminProductParams, body: adminCategoryBody },
  adminCategoryAnswer,
);

export const adminCategoryReorderSchema = route(
  'Back office: put the categories in a new shop order',
  { body: adminCategoryReorderBody },
  adminCategoriesAnswer,
);
