import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import type { Product } from '../model';
import { productsReceived } from '../productsSlice';
import { ProductCard } from './ProductCard';

const vase: Product = {
  id: 7,
  title: 'فازة',
  slug: 'vase',
  code: 'V-7',
  price: '150.00',
  priceBefore: '200.00',
  discountPercent: 25,
  currency: 'EGP',
  image: '/media/products/vase-640.webp',
  images: ['/media/products/vase-640.webp'],
  status: 'new',
  category: { id: 3, name: 'فازات', nameEn: 'Vases', slug: 'vases' },
  quantity: 4,
  description: null,
  descriptionImage: null,
  colors: [],
  isFavourite: false,
};

/** The card for `vase.id`, after an answer named `product` (or none). */
async function renderCard(product: Product | null, language: 'ar' | 'en' = 'ar') {
  const result = await renderWithProviders(
    <>
      <ProductCard productId={vase.id} />
      <p>end of list</p>
    </>,
    { language, persist: false },
  );
  await screen.findByText('end of list');
  if (product) act(() => void result.store.dispatch(productsReceived([product])));
  return result;
}

describe('ProductCard (SPEC §2 Product card)', () => {
  it('shows the product read by id: price, struck old price, discount and badge', async () => {
    await renderCard(vase);
    const card = await screen.findByRole('article');
    expect(screen.getByRole('heading', { name: 'فازة' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'فازة' })).toHaveAttribute(
      'src',
      '/media/products/vase-640.webp',
    );
    expect(card).toHaveTextContent('فازات');
    expect(card).toHaveTextContent('150 EGP');
    expect(card).toHaveTextContent('السعر قبل الخصم200 EGP');
    expect(card).toHaveTextContent('خصم 25%');
    expect(card).toHaveTextContent('جديد');
  });

  it('says "price on request" without a price and "Uncategorized" without a category', async () => {
    await renderCard(
      { ...vase, price: null, priceBefore: '200.00', discountPercent: null, category: null },
      'en',
    );
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Get the price');
    expect(card).toHaveTextContent('Uncategorized');
    expect(card).not.toHaveTextContent('EGP');
  });

  it('renders nothing for an id no answer named yet', async () => {
    await renderCard(null);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
