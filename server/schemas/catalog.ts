// Route schemas of the SPEC §7 catalogue calls: documentation plus the wire shapes of
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
  topProductsQuery,
} from '../../src/shared/wire/catalog';
import { city, errorResponses, langQuery, listAnswer } from '../../src/shared/wire/common';

const tags = ['catalog'];

export const citiesSchema = {
  tags,
  summary: 'The 27 governorates of Egypt (name in the request language)',
  querystring: langQuery,
  response: { 200: listAnswer(city), ...errorResponses },
} as const;

export const latestProductsSchema = {
  tags,
  summary: 'Latest products, newest first, paginated (SPEC §2: 12 a page; home asks 50)',
  querystring: latestProductsQuery,
  response: { 200: latestProductsAnswer, ...errorResponses },
} as const;

export const topProductsSchema = {
  tags,
  summary: 'Best sellers: most units sold first',
  querystring: topProductsQuery,
  response: { 200: productListAnswer, ...errorResponses },
} as const;

export const productDetailsSchema = {
  tags,
  summary: 'One product; 404 product_not_found when unknown or unpublished',
  params: productIdParams,
  querystring: langQuery,
  response: { 200: productAnswer, ...errorResponses },
} as const;

export const relatedProductsSchema = {
  tags,
  summary: 'Up to 8 other products of the same category (similar products)',
  params: productIdParams,
  querystring: langQuery,
  response: { 200: productListAnswer, ...errorResponses },
} as const;

export const categoriesSchema = {
  tags,
  summary: 'Categories in shop order with banner images and active product counts',
  querystring: langQuery,
  response: { 200: mainCategoriesAnswer, ...errorResponses },
} as const;

export const categoryProductsSchema = {
  tags,
  summary:
    "A category's products (SPEC §7 /products/{categoryId}) in the messages.records form, with search and price filter",
  params: categoryIdParams,
  querystring: categoryProductsQuery,
  response: { 200: categoryProductsAnswer, ...errorResponses },
} as const;
