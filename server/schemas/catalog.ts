// Route schemas of the catalogue calls: documentation plus the wire shapes of
// src/shared/wire/catalog.ts (OpenAPI at /api/docs is generated from these).
import {
  categoryIdParams,
  categoryProductsAnswer,
  categoryProductsQuery,
  latestProductsAnswer,
  latestProductsQuery,
  mainCategoriesAnswer,
  productAnswer,
  productIdParams,
  productListAnswer,
  productLookupQuery,
  topProductsQuery,
} from '../../src/shared/wire/catalog';
import { city, langQuery, listAnswer } from '../../src/shared/wire/common';
import { routeGroup } from './route';

const route = routeGroup({ tags: ['catalog'], querystring: langQuery });

export const citiesSchema = route(
  'The 27 governorates of Egypt (name in the request language)',
  {},
  listAnswer(city),
);

export const latestProductsSchema = route(
  'Latest products, newest first, paginated (the listing shows 12 a page; home asks 50)',
  { querystring: latestProductsQuery },
  latestProductsAnswer,
);

export const topProductsSchema = route(
  'Best sellers: most units sold first',
  { querystring: topProductsQuery },
  productListAnswer,
);

export const productDetailsSchema = route(
  'One product; 404 product_not_found when unknown or unpublished',
  { params: productIdParams },
  productAnswer,
);

export const productLookupSchema = route(
  'The product a storefront URL names, by its slugs (the answer of /productsDetails/{id}); 404 product_not_found when no published product matches',
  { querystring: productLookupQuery },
  productAnswer,
);

export const relatedProductsSchema = route(
  'Up to 8 other products of the same category (similar products)',
  { params: productIdParams },
  productListAnswer,
);

export const categoriesSchema = route(
  'Categories in shop order with banner images and active product counts',
  {},
  mainCategoriesAnswer,
);

export const categoryProductsSchema = route(
  "A category's products in the messages.records form, with search and price filter",
  { params: categoryIdParams, querystring: categoryProductsQuery },
  categoryProductsAnswer,
);
