// The one RTK Query API; each area adds its endpoints with baseApi.injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Settings',
    'Product',
    'Category',
    'Cart',
    'Favourites',
    'Addresses',
    'Orders',
    'Profile',
  ],
  endpoints: () => ({}),
});

/** Tags whose data belongs to the logged-in user; a login change invalidates them. */
export const userScopedTags = ['Cart', 'Favourites', 'Addresses', 'Orders', 'Profile'] as const;
