// What the storefront makes of real API answers (the contract test feeds them in): each reading
// runs the storefront's own transform over a server answer and checks that every record and every
// value the server sent arrived, with the storefront's rules applied (the price-present rule,
// the page language's banner and names).
import { toCart } from '../../src/api/transforms/cart';
import { toHeaderImages } from '../../src/api/transforms/content';
import { toMainCategories } from '../../src/api/transforms/category';
import { toFavouritesPage, toFavouriteToggle } from '../../src/api/transforms/favourites';
import { toProduct, toProductPage } from '../../src/api/transforms/product';
import { toSettings } from '../../src/api/transforms/settings';
import { toShopDetails } from '../../src/api/transforms/shopDetails';
import { toUser } from '../../src/api/transforms/user';
import type { Product } from '../../src/entities/product/model';
import type { SessionAnswer } from '../../src/shared/wire/account';
import type {
  CartAnswer,
  FavouritesAnswer,
  FavouriteToggleAnswer,
} from '../../src/shared/wire/cart';
import type {
  CategoryProductsAnswer,
  LatestProductsAnswer,
  MainCategoriesAnswer,
  ProductAnswer,
  ProductDto,
  ProductListAnswer,
} from '../../src/shared/wire/catalog';
import type { HeaderImagesAnswer, SettingsAnswer } from '../../src/shared/wire/content';
import type { ShopDetailsAnswer } from '../../src/shared/wire/shopDetails';

export interface StorefrontReading {
  /** The route whose answers this reading checks, as registered (`/products/:id`). */
  route: string;
  check: (answer: unknown) => void;
}

/** The contract test asks every call in English, so names are the English twins. */
const LANG = 'en';

const priceOf = (amount: string | null): string | null =>
  amount !== null && Number(amount) > 0 ? amount : null;

function expectProduct(read: Product | null | undefined, sent: ProductDto): void {
  expect(read).toMatchObject({
    id: sent.id,
    title: sent.name_en,
    slug: sent.slug,
    code: sent.product_code,
    price: priceOf(sent.price_after_discount),
    priceBefore: priceOf(sent.price_before_discount),
    currency: sent.currency,
    image: sent.image,
    status: sent.product_status,
    category: { id: sent.category.id, name: sent.category.name_en, slug: sent.category.slug },
    quantity: sent.quantity,
    description: sent.description,
    isFavourite: sent.is_favourite,
  });
  expect(read?.images).toEqual(
    [...new Set([sent.image, ...sent.more_images])].filter((url) => url !== null),
  );
  expect(read?.colors.map((color) => [color.id, color.name, color.value])).toEqual(
    sent.colors.map((color) => [color.id, color.name, color.hex]),
  );
}

function expectPage(
  answer: unknown,
  records: ProductDto[],
  numbers: { total: number; current_page: number; last_page: number } | null,
): void {
  const page = toProductPage(answer, LANG);
  expect(page.products).toHaveLength(records.length);
  records.forEach((sent, index) => expectProduct(page.products[index], sent));
  if (numbers) {
    expect(page).toMatchObject({
      total: numbers.total,
      currentPage: numbers.current_page,
      lastPage: numbers.last_page,
    });
  }
}

export const storefrontReadings: StorefrontReading[] = [
  {
    // Every slide, in order, with its link when it has one.
    route: '/header',
    check: (answer) => {
      const sent = (answer as HeaderImagesAnswer).data;
      expect(sent.length).toBeGreaterThan(0);
      expect(toHeaderImages(answer)).toEqual(
        sent.map(({ id, image, link }) => (link ? { id, image, link } : { id, image })),
      );
    },
  },
  {
    route: '/settings',
    check: (answer) => {
      const [record] = (answer as SettingsAnswer).data;
      expect(record).toBeDefined();
      expect(toSettings(answer)).toEqual({
        isMaintenanceActive: record?.is_maintenance_active,
        isLatestProductActive: record?.is_latest_product_active,
        isBestSellerActive: record?.is_best_seller_active,
        isMainBannerActive: record?.is_main_banner_is_active,
        isBannersActive: record?.is_banners_active,
      });
    },
  },
  {
    route: '/shop-details',
    check: (answer) => {
      // Every field as sent (the demo's are trimmed texts already).
      expect(toShopDetails(answer as ShopDetailsAnswer)).toEqual(
        (answer as ShopDetailsAnswer).data,
      );
      expect((answer as ShopDetailsAnswer).data.chat_number).not.toBe('');
    },
  },
  {
    route: '/main-categories',
    check: (answer) => {
      const sent = (answer as MainCategoriesAnswer).data;
      const read = toMainCategories(answer, LANG);
      expect(read.categories).toEqual(
        sent.map((category) => ({
          id: category.id,
          name: category.name_en,
          slug: category.slug,
          bannerImage: category.banner_image_en ?? category.banner_image_ar,
          productIds: [],
        })),
      );
    },
  },
  {
    route: '/all-latest-products',
    check: (answer) => {
      const sent = answer as LatestProductsAnswer;
      expect(sent.data.length).toBeGreaterThan(0);
      expectPage(answer, sent.data, sent);
    },
  },
  {
    route: '/products/:id',
    check: (answer) => {
      const { messages } = answer as CategoryProductsAnswer;
      expect(messages.records.length).toBeGreaterThan(0);
      expectPage(answer, messages.records, messages);
    },
  },
  ...['/top-products', '/products/:id/related'].map((route): StorefrontReading => ({
    route,
    check: (answer) => {
      const { data } = answer as ProductListAnswer;
      expect(data.length).toBeGreaterThan(0);
      expectPage(answer, data, null);
    },
  })),
  {
    route: '/all-user-fav-products',
    check: (answer) => {
      const { data } = answer as FavouritesAnswer;
      expect(data.records.length).toBeGreaterThan(0);
      expectPage(answer, data.records, data.pagination);
      // What the favourite hearts read (numeric ids).
      expect(toFavouritesPage(answer, LANG)).toMatchObject({
        ids: data.records.map((record) => record.id),
        currentPage: data.pagination.current_page,
        lastPage: data.pagination.last_page,
      });
    },
  },
  ...['/cart/get', '/cart/store', '/cart/delete/:itemId'].map((route): StorefrontReading => ({
    route,
    check: (answer) => {
      const { data } = answer as CartAnswer;
      expect(toCart(answer, LANG)).toEqual({
        totalCount: data.total_count,
        totalQuantity: data.total_quantity,
        totalPrice: data.total_price,
        discountedPrice: data.discounted_price,
        items: data.items.map((item) => ({
          id: item.id,
          productId: item.product_id,
          colorId: item.color_id,
          quantity: item.quantity,
          product: {
            name: item.product_details.name_en,
            image: item.product_details.image,
            code: item.product_details.product_code,
            priceBefore: priceOf(item.product_details.price_before_discount),
            price: priceOf(item.product_details.price_after_discount),
            currency: item.product_details.currency,
            slug: item.product_details.slug,
            categorySlug: item.product_details.category_slug,
          },
        })),
      });
    },
  })),
  {
    route: '/user-add-fav',
    check: (answer) => {
      const sent = answer as FavouriteToggleAnswer;
      expect(toFavouriteToggle(answer)).toEqual({ isAdded: sent.isAdded, message: sent.message });
    },
  },
  ...['/productsDetails/:id', '/product-lookup'].map((route): StorefrontReading => ({
    route,
    check: (answer) => {
      const { data } = answer as ProductAnswer;
      expectProduct(toProduct(data, LANG), data);
    },
  })),
  ...['/register', '/login'].map((route): StorefrontReading => ({
    route,
    check: (answer) => {
      const { user } = answer as SessionAnswer;
      expect(toUser(user)).toEqual({
        id: user.id,
        firstName: user.first_name,
        familyName: user.family_name,
        email: user.email,
        phoneNumber: user.phone_number,
        address: user.address,
        cityId: user.city_id,
      });
    },
  })),
];
