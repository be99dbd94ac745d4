// Every storefront path is built here; no route strings anywhere else. It lives in shared/
// because features may not import src/app (import/no-restricted-paths); app/paths.ts re-exports it.
const encode = encodeURIComponent;

export const paths = {
  home: () => '/',
  latestProducts: () => '/latest-products',
  bestSellers: () => '/best-sellers',
  offers: () => '/offers',
  catalog: () => '/catalog',
  videos: () => '/videos',
  about: () => '/about',
  contact: () => '/contact',
  representative: () => '/representative',
  bulkOrder: () => '/order',
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  /** The undo link mailed after an e-mail or phone change. */
  restoreAccount: (token?: string) =>
    token ? `/restore-account?token=${encode(token)}` : '/restore-account',
  changePassword: () => '/change-password',
  profile: () => '/profile',
  favourites: () => '/fav',
  cart: () => '/cart',
  checkout: () => '/checkout',
  orders: () => '/orders-checkout',
  commonQuestions: () => '/common-questions',
  privacyPolicy: () => '/privacy-policy',
  exchangesAndReturns: () => '/exchanges-and-returns',
  shippingPolicy: () => '/shipping-policy',
  termsConditions: () => '/terms-conditions',
  search: (productName?: string) =>
    productName ? `/search?product_name=${encode(productName)}` : '/search',
  category: (categorySlug: string) => `/${encode(categorySlug)}`,
  product: (categorySlug: string, productSlug: string) =>
    `/${encode(categorySlug)}/${encode(productSlug)}`,
  productById: (id: number) => `/productsDetails/${id}`,
} as const;

/** The router's patterns of the pages with parameters, beside the builders of their links. */
export const pathPatterns = {
  category: '/:categorySlug',
  product: '/:categorySlug/:productSlug',
  productById: '/productsDetails/:id',
} as const;
