import type { Product } from '../../entities/product/model';
import { canonicalProductPath, canonicalSlugs, productMatchesSlug, sameSlug } from './productSlugs';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 3,
  title: 'فازة منفوخة يدويًا - بنقوش ذهبية',
  slug: 'hand-blown-vase-gold-pattern',
  code: 'ZJ-VAS-103',
  price: '2150.00',
  priceBefore: null,
  discountPercent: null,
  currency: 'EGP',
  image: null,
  images: [],
  status: 'available',
  category: { id: 1, name: 'فازات', nameEn: 'Vases', slug: 'vases' },
  quantity: 10,
  description: null,
  descriptionImage: null,
  colors: [],
  isFavourite: false,
  ...overrides,
});

describe('canonical product slugs', () => {
  it('are the server slugs, the same in both languages', () => {
    expect(canonicalSlugs(product())).toEqual({
      categorySlug: 'vases',
      productSlug: 'hand-blown-vase-gold-pattern',
    });
    expect(canonicalProductPath(product())).toBe('/vases/hand-blown-vase-gold-pattern');
  });

  it('fall back to the slug rule on the category name without a server slug', () => {
    const path = canonicalProductPath(
      product({ category: { id: 1, name: 'فازات زجاج', nameEn: null, slug: null } }),
    );
    expect(decodeURIComponent(path)).toBe('/فازات-زجاج/hand-blown-vase-gold-pattern');
  });

  it('use the id route for a product without a category id', () => {
    expect(canonicalProductPath(product({ category: null }))).toBe('/productsDetails/3');
    expect(
      canonicalProductPath(product({ category: { id: null, name: 'x', nameEn: null, slug: 'x' } })),
    ).toBe('/productsDetails/3');
  });
});

describe('slug matching', () => {
  it('matches the server slug or the slugified title, as people type them', () => {
    expect(productMatchesSlug(product(), 'Hand-Blown-Vase-Gold-Pattern')).toBe(true);
    expect(productMatchesSlug(product(), 'فازة-منفوخة-يدويًا-بنقوش-ذهبية')).toBe(true);
    expect(productMatchesSlug(product(), 'فازه منفوخه يدويا بنقوش ذهبيه')).toBe(true);
    expect(productMatchesSlug(product(), 'hand-blown-vase')).toBe(false);
  });

  it('folds Arabic spellings on both sides', () => {
    expect(sameSlug('أكواب', 'اكواب')).toBe(true);
    expect(sameSlug('cups', 'mugs')).toBe(false);
  });
});
