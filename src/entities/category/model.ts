// The storefront's main category, built by api/transforms/category.ts.

export interface MainCategory {
  id: number;
  /** Name in the page language; Arabic `name` and `name_en` fall back to each other. */
  name: string;
  slug: string;
  /** banner_image_ar as bannerImage. */
  bannerImage: string | null;
  /**
   * Ids of products the answer embedded (the maker's host may; ours sends none). The products
   * themselves went to the products slice.
   */
  productIds: number[];
}
