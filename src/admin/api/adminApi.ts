// The back office's own RTK Query API (never the storefront's baseApi): each area adds its calls
// with adminApi.injectEndpoints, under its own reducerPath so the two caches never mix.
import { createApi } from '@reduxjs/toolkit/query/react';
import { adminBaseQuery } from './baseQuery';

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: [
    'UnreadOrders',
    'Orders',
    'Order',
    'Products',
    'Product',
    'Categories',
    'Staff',
    'Audit',
    'Settings',
    'ShopDetails',
    'SocialLinks',
    'HeaderImages',
    'AboutPage',
    'Policies',
    'Faq',
    'Team',
    'Catalogs',
    'Videos',
  ],
  endpoints: () => ({}),
});
