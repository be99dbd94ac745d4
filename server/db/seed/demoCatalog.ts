import { slugify } from '../../../src/shared/lib/slugify';
import { mediaUrl } from '../../media/paths';
import {
  aboutUs,
  catalogs,
  categories,
  commonQuestions,
  headerImages,
  policyPages,
  products,
  socialPlatforms,
  teamMembers,
  videos,
  type NewProduct,
  type ProductColor,
} from '../schema';
import {
  ARTWORKS_PER_FAMILY,
  DEMO_CATEGORIES,
  categoryBannerName,
  productArtName,
  type DemoCategory,
} from './demoCategories';
import {
  ABOUT_US,
  CATALOGS,
  COMMON_QUESTIONS,
  FACTORY_IMAGE_COUNT,
  HEADER_SLIDES,
  POLICIES,
  SOCIAL_PLATFORMS,
  TEAM_MEMBERS,
  demoVideos,
  factoryImageName,
} from './demoContent';
import type { Seeder } from './index';
import { createPrng, type Prng } from './prng';

// The bilingual demo catalogue every fresh install loads on first start. Deterministic (seeded
// PRNG, dates relative to a fixed day) so every install, test and screenshot sees the same shop, and
// it covers every case the storefront must show: discounted, single-price, no-price and zero-price
// products; new/available/unavailable badges; several images; description images present or empty;
// colours; long Arabic titles; out-of-stock pieces; clear best sellers; and a few unpublished ones.

/** "Now" of the demo catalogue: creation dates count back from here. */
export const DEMO_NOW = new Date('2025-06-01T09:00:00Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

export const VARIANTS: Array<{ ar: string; en: string }> = [
  { ar: 'مقاس صغير', en: 'Small' },
  { ar: 'مقاس كبير', en: 'Large' },
  // No colour words: the artwork's hue follows the category, so a title must not promise another colour.
  { ar: 'طقم قطعتين', en: 'Set of 2' },
  { ar: 'طقم ست قطع', en: 'Set of 6' },
  { ar: 'منفوخ يدويًا', en: 'Hand-blown' },
  { ar: 'بنقوش ذهبية', en: 'Gold Pattern' },
  { ar: 'بحواف فضية', en: 'Silver Rim' },
  { ar: 'كريستال مصقول', en: 'Polished Crystal' },
  { ar: 'تصميم طويل', en: 'Tall Design' },
  { ar: 'تصميم عريض', en: 'Wide Design' },
  { ar: 'بلمسة مطفية', en: 'Matte Finish' },
  { ar: 'إصدار محدود', en: 'Limited Edition' },
];

const PALETTE: ProductColor[] = [
  { id: 1, name: 'شفاف', name_en: 'Clear', hex: '#e8f4f8' },
  { id: 2, name: 'أزرق كوبالت', name_en: 'Cobalt blue', hex: '#1f4fa3' },
  { id: 3, name: 'كهرماني', name_en: 'Amber', hex: '#d98a1c' },
  { id: 4, name: 'أخضر زيتوني', name_en: 'Olive green', hex: '#6b7d2a' },
  { id: 5, name: 'وردي', name_en: 'Rose', hex: '#e38aa6' },
  { id: 6, name: 'فيروزي', name_en: 'Turquoise', hex: '#2bb3b1' },
  { id: 7, name: 'مدخن', name_en: 'Smoked grey', hex: '#5d6166' },
  { id: 8, name: 'ذهبي', name_en: 'Gold', hex: '#c9a227' },
];

/** Extra words that make a few Arabic titles longer than 60 characters (long titles wrap). */
const LONG_SUFFIX = {
  ar: 'إصدار خاص منفوخ يدويًا بنقوش ذهبية مرسومة باليد مع علبة هدايا فاخرة',
  en: 'Special Hand-blown Edition with Hand-painted Gold Patterns and a Luxury Gift Box',
};

const CARE = [
  { ar: 'يُغسل باليد بماء فاتر وصابون خفيف.', en: 'Hand-wash in lukewarm water with mild soap.' },
  {
    ar: 'كل قطعة مصنوعة يدويًا لذلك قد تختلف قليلًا عن الصورة.',
    en: 'Each piece is hand-made, so it may differ slightly from the photo.',
  },
  {
    ar: 'متوفر بكميات للشركات والفنادق بأسعار خاصة.',
    en: 'Available in quantity for companies and hotels at special prices.',
  },
];

type PriceKind = 'discounted' | 'single' | 'none' | 'zero';
const PRICE_PATTERN: PriceKind[] = [
  'discounted',
  'discounted',
  'single',
  'discounted',
  'none',
  'discounted',
  'single',
  'zero',
  'discounted',
  'single',
];
const DISCOUNTS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.4];

const money = (value: number): string => value.toFixed(2);
const round5 = (value: number): number => Math.round(value / 5) * 5;

/** Global indices of the best sellers: every 8th product from the 3rd, 20 in all. */
const isBestSeller = (g: number): boolean => g % 8 === 2;
const LONG_TITLE_AT = new Set([0, 49, 115, 130]);

function productPrices(kind: PriceKind, category: DemoCategory, rnd: Prng) {
  const [low, high] = category.price;
  const price = round5(rnd.int(low, high));
  switch (kind) {
    case 'discounted':
      return {
        priceAfterDiscount: money(price),
        priceBeforeDiscount: money(round5(price / (1 - rnd.pick(DISCOUNTS)))),
      };
    case 'single':
      return { priceAfterDiscount: money(price), priceBeforeDiscount: null };
    case 'zero':
      return { priceAfterDiscount: money(0), priceBeforeDiscount: null };
    case 'none':
      return { priceAfterDiscount: null, priceBeforeDiscount: null };
  }
}

const detailUrl = (category: DemoCategory) => mediaUrl('details', `detail-${category.family}`);

/** The demo products (active ones first, then the unpublished), without category ids resolved. */
export function buildDemoProducts(categoryIds: readonly number[]): NewProduct[] {
  const rnd = createPrng(19861986);
  const perCategory = DEMO_CATEGORIES[0]!.models.length * 2;
  const total = DEMO_CATEGORIES.length * perCategory;
  // Creation order: a deterministic shuffle spread over ~320 days before DEMO_NOW.
  const age = rnd.sample(
    Array.from({ length: total }, (_, i) => i),
    total,
  );
  const slugs = new Set<string>();
  const rows: NewProduct[] = [];
  DEMO_CATEGORIES.forEach((category, c) => {
    const variants = rnd.sample(VARIANTS, VARIANTS.length);
    category.models.forEach((model, m) => {
      for (let k = 0; k < 2; k += 1) {
        const local = m * 2 + k;
        const g = c * perCategory + local;
        const variant = variants[(m + k * 5) % variants.length]!;
        const long = LONG_TITLE_AT.has(g);
        const name = long ? `${model.ar} - ${LONG_SUFFIX.ar}` : `${model.ar} - ${variant.ar}`;
        const nameEn = long ? `${model.en} - ${LONG_SUFFIX.en}` : `${model.en} - ${variant.en}`;
        let slug = slugify(nameEn.toLowerCase());
        if (slugs.has(slug)) slug = `${slug}-${g}`;
        slugs.add(slug);

        const daysAgo = age[g]! * 2 + rnd.int(0, 1);
        const createdAt = new Date(
          DEMO_NOW.getTime() - daysAgo * DAY_MS - rnd.int(0, 10 * 60) * 60 * 1000,
        );
        const best = isBestSeller(g);
        let kind = PRICE_PATTERN[g % PRICE_PATTERN.length]!;
        if (best && (kind === 'none' || kind === 'zero')) kind = 'discounted';
        const unavailable = g % 8 === 5;
        const productStatus = unavailable
          ? 'unavailable'
          : g % 9 === 0 || daysAgo < 21
            ? 'new'
            : 'available';
        const artwork = (local % ARTWORKS_PER_FAMILY) + 1;
        const others = Array.from({ length: ARTWORKS_PER_FAMILY - 1 }, (_, i) =>
          mediaUrl('products', productArtName(category.family, artwork + i + 1)),
        );
        const moreImages =
          g % 4 === 3 ? [] : [...others, detailUrl(category)].slice(0, 2 + (g % 3));
        const care = CARE[g % CARE.length]!;
        const colorCount = g % 5 === 1 || g % 5 === 2 ? 2 + (g % 3) : 0;
        rows.push({
          categoryId: categoryIds[c]!,
          name,
          nameEn,
          slug,
          productCode: `ZJ-${category.code}-${101 + local}`,
          ...productPrices(kind, category, rnd),
          currency: 'EGP',
          image: mediaUrl('products', productArtName(category.family, artwork)),
          moreImages,
          description: `${model.ar}: ${category.aboutAr} ${care.ar}`,
          descriptionEn: `${model.en}: ${category.aboutEn} ${care.en}`,
          descriptionImage: g % 3 === 0 ? detailUrl(category) : g % 3 === 1 ? null : '',
          productStatus,
          status: 'active',
          quantity: unavailable ? (g % 16 === 5 ? 2 : 0) : rnd.int(4, 150),
          sort: local + 1,
          colors: colorCount ? rnd.sample(PALETTE, colorCount).sort((a, b) => a.id - b.id) : [],
          salesCount: best ? rnd.int(400, 1200) : rnd.int(0, 150),
          createdAt,
        });
      }
    });
  });

  // Unpublished pieces: newest and best-selling on purpose, so a leak would show at the top.
  DEMO_CATEGORIES.slice(0, 6).forEach((category, i) => {
    const model = category.models[i % category.models.length]!;
    rows.push({
      categoryId: categoryIds[i]!,
      name: `${model.ar} - موديل 2019 متوقف`,
      nameEn: `${model.en} - Discontinued 2019 Model`,
      slug: slugify(`${model.en} discontinued 2019 model`.toLowerCase()),
      productCode: `ZJ-OLD-${i + 1}`,
      priceAfterDiscount: money(500 + i * 50),
      priceBeforeDiscount: null,
      image: mediaUrl('products', productArtName(category.family, 1)),
      moreImages: [],
      description: category.aboutAr,
      descriptionEn: category.aboutEn,
      productStatus: 'available',
      status: 'inactive',
      quantity: 3,
      sort: 100 + i,
      salesCount: 5000 + i,
      createdAt: new Date(DEMO_NOW.getTime() + DAY_MS),
    });
  });
  return rows;
}

export const seedDemoCatalog: Seeder = async (db) => {
  const existing = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing.length > 0) return;

  const categoryRows = await db
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((category, i) => ({
        name: category.nameAr,
        nameEn: category.nameEn,
        slug: slugify(category.nameEn.toLowerCase()),
        bannerImageAr: mediaUrl('banners', categoryBannerName(category.code, 'ar')),
        bannerImageEn: mediaUrl('banners', categoryBannerName(category.code, 'en')),
        sort: i + 1,
        createdAt: new Date(DEMO_NOW.getTime() - (400 - i) * DAY_MS),
      })),
    )
    .returning({ id: categories.id, sort: categories.sort });
  const categoryIds = categoryRows.sort((a, b) => a.sort - b.sort).map((row) => row.id);
  await db.insert(products).values(buildDemoProducts(categoryIds));

  await db
    .insert(headerImages)
    .values(
      HEADER_SLIDES.map((slide, i) => ({ image: mediaUrl('header', slide.name), sort: i + 1 })),
    );
  await db.insert(socialPlatforms).values(SOCIAL_PLATFORMS.map((p, i) => ({ ...p, sort: i + 1 })));
  await db.insert(teamMembers).values(
    TEAM_MEMBERS.map((member, i) => ({
      jobTitle: member.jobTitle,
      jobTitleEn: member.jobTitleEn,
      name: member.name,
      nameEn: member.nameEn,
      phone: member.phone,
      photo: mediaUrl('team', member.photo),
      sort: i + 1,
    })),
  );
  await db.insert(catalogs).values(
    CATALOGS.map((catalog, i) => ({
      title: catalog.title,
      titleEn: catalog.titleEn,
      imageAr: mediaUrl('catalogs', `${catalog.name}-ar`),
      imageEn: mediaUrl('catalogs', `${catalog.name}-en`),
      sort: i + 1,
    })),
  );
  await db.insert(videos).values(demoVideos().map((video, i) => ({ ...video, sort: i + 1 })));
  await db.insert(aboutUs).values({
    content: ABOUT_US.content,
    contentEn: ABOUT_US.contentEn,
    images: Array.from({ length: FACTORY_IMAGE_COUNT }, (_, i) =>
      mediaUrl('factory', factoryImageName(i)),
    ),
  });
  await db.insert(policyPages).values(POLICIES);
  await db.insert(commonQuestions).values(COMMON_QUESTIONS.map((q, i) => ({ ...q, sort: i + 1 })));
};
