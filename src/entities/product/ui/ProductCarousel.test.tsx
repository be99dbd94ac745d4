import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import type { Language } from '../../../shared/rules/constants';
import type { Product } from '../model';
import { productsReceived } from '../productsSlice';
import { ProductCarousel } from './ProductCarousel';
import { AUTOPLAY_DELAY_MS } from './ProductCarousel.autoplay';

function product(id: number): Product {
  return {
    id,
    title: `Product ${id}`,
    slug: `product-${id}`,
    code: `P-${id}`,
    price: '100.00',
    priceBefore: null,
    discountPercent: null,
    currency: 'EGP',
    image: `/media/products/p${id}-640.webp`,
    images: [],
    status: 'available',
    category: { id: 1, name: 'Cups', nameEn: 'Cups', slug: 'cups' },
    quantity: 3,
    description: null,
    descriptionImage: null,
    colors: [],
    isFavourite: false,
  };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

type Width = 375 | 800 | 1440;
const realMatchMedia = window.matchMedia;

/** jsdom has no layout: answer the carousel's min-width queries for a window this wide. */
function setWindowWidth(width: Width) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      ...realMatchMedia(query),
      media: query,
      matches: min ? width >= Number(min[1]) : false,
    };
  };
}

// Sliders animate in real time, on a shared, busy machine.
jest.setTimeout(15_000);

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

async function renderCarousels(
  lists: number[][],
  { width = 1440, language = 'en' }: { width?: Width; language?: Language } = {},
) {
  setWindowWidth(width);
  const result = await renderWithProviders(
    <>
      {lists.map((list, index) => (
        <ProductCarousel key={index} productIds={list} label={`List ${index + 1}`} />
      ))}
      <p>end</p>
    </>,
    { language, persist: false },
  );
  await screen.findByText('end');
  act(() => void result.store.dispatch(productsReceived(ids(12).map(product))));
  return result;
}

/** Titles of the slides react-slick shows (not aria-hidden), left to right. */
function visibleTitles(region: HTMLElement): string[] {
  return [...region.querySelectorAll('.slick-slide:not([aria-hidden="true"]) h3')].map(
    (heading) => heading.textContent ?? '',
  );
}

/** Titles of the real (not cloned) slides in document order, i.e. left to right. */
function slideOrder(region: HTMLElement): string[] {
  return [...region.querySelectorAll('.slick-slide:not(.slick-cloned) h3')].map(
    (heading) => heading.textContent ?? '',
  );
}

describe('ProductCarousel (carousel layout)', () => {
  it('shows a static grid for 4 or fewer products on desktop, without carousel controls', async () => {
    await renderCarousels([ids(4)]);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('shows one product as a static grid at every width', async () => {
    await renderCarousels([ids(1)], { width: 375 });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('slides 2 to 4 products on phones, where one card shows at a time', async () => {
    await renderCarousels([ids(3)], { width: 375 });
    const region = await screen.findByRole('region', { name: 'List 1' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await waitFor(() => expect(visibleTitles(region)).toEqual(['Product 1']));
  });

  it('far from the viewport shows only the first view statically: 1 card on phones, 4 on desktop', async () => {
    const nearObserver = window.IntersectionObserver;
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      for (const [width, cards] of [
        [375, 1],
        [800, 2],
        [1440, 4],
      ] as const) {
        const { unmount } = await renderCarousels([ids(8)], { width });
        const region = await screen.findByRole('region', { name: 'List 1' });
        // Rendered cards (which of them CSS lays out depends on media queries jsdom does not apply).
        await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(cards));
        expect(region.querySelector('.slick-slider')).toBeNull();
        unmount();
      }
    } finally {
      window.IntersectionObserver = nearObserver;
    }
  });

  it('is a labelled carousel with more than 4 products on desktop, looping with clones', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']),
    );
    expect(slideOrder(region)).toEqual(ids(6).map((id) => `Product ${id}`));
    // Looping: clones of the last slides before the first and of the first after the last.
    expect(region.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    expect(within(region).getByRole('group', { name: '1 of 6' })).toBeInTheDocument();
  });

  it('keeps everything in hidden slides and clones out of the tab order', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await waitFor(() => expect(visibleTitles(region)).toHaveLength(4));

    const focusables = (slide: Element) =>
      [...slide.querySelectorAll<HTMLElement>('a[href], button')].filter(Boolean);
    const hidden = [...region.querySelectorAll('.slick-slide[aria-hidden="true"]')];
    const clones = [...region.querySelectorAll('.slick-cloned')];
    expect(clones.every((clone) => clone.getAttribute('aria-hidden') === 'true')).toBe(true);
    await waitFor(() => {
      const inHidden = hidden.flatMap(focusables);
      expect(inHidden.length).toBeGreaterThan(0);
      for (const element of inHidden) expect(element).toHaveAttribute('tabindex', '-1');
    });
    const shown = [...region.querySelectorAll('.slick-slide[aria-hidden="false"]')];
    // Shown cards keep their own tab stops (the card's links and buttons that are tab stops).
    const tabbable = shown.flatMap(focusables).filter((el) => el.getAttribute('tabindex') !== '-1');
    expect(tabbable.length).toBeGreaterThanOrEqual(4);
    expect(
      shown.flatMap(focusables).filter((el) => el.hasAttribute('data-carousel-tabindex')),
    ).toEqual([]);
  });

  it('moves by one product with the labelled buttons, and gives focus back to shown cards', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await waitFor(() => expect(visibleTitles(region)).toHaveLength(4));
    const fifthLinks = () =>
      [...region.querySelectorAll('.slick-slide:not(.slick-cloned) a')].filter((link) =>
        link.closest('[aria-label="5 of 6"]'),
      );

    await userEvent.click(within(region).getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
    await waitFor(() => {
      for (const link of fifthLinks()) expect(link).not.toHaveAttribute('data-carousel-tabindex');
    });
    expect([...fifthLinks()].some((link) => link.getAttribute('tabindex') !== '-1')).toBe(true);
    // react-slick ignores a move while the previous one still animates (500 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await userEvent.click(within(region).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']),
    );
  });

  it('runs right to left in Arabic: reversed slides, the first products shown, "next" goes left', async () => {
    await renderCarousels([ids(6)], { language: 'ar' });
    const region = await screen.findByRole('region', { name: 'List 1' });
    expect(region).toHaveAttribute('aria-roledescription', 'عرض متحرك');
    // The slider itself stays left to right (react-slick's rtl is broken)…
    expect(region.querySelector('.slick-slider')?.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    // …so the slides come in reverse and it starts on the last page: product 1 at the right edge.
    expect(slideOrder(region)).toEqual(
      ids(6)
        .reverse()
        .map((id) => `Product ${id}`),
    );
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 4', 'Product 3', 'Product 2', 'Product 1']),
    );
    expect(within(region).getByRole('group', { name: '1 من 6' })).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'الشريحة التالية' }));
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 5', 'Product 4', 'Product 3', 'Product 2']),
    );
  });

  it('autoplays every 2.5 s on one beat for all carousels, pausing one under the pointer', async () => {
    const started = Date.now();
    await renderCarousels([ids(6), ids(8), ids(7)]);
    const first = await screen.findByRole('region', { name: 'List 1' });
    const second = screen.getByRole('region', { name: 'List 2' });
    const third = screen.getByRole('region', { name: 'List 3' });
    await waitFor(() => expect(visibleTitles(third)).toHaveLength(4));
    // The pointer over the carousel: here over its "next" button.
    await userEvent.hover(within(third).getByRole('button', { name: 'Next slide' }));
    // A busy machine may have taken longer than a beat to get here: the beat that counts is the
    // next one.
    const firstBefore = visibleTitles(first)[0];
    const thirdBefore = visibleTitles(third)[0];

    // One beat moves the first two together; the third, under the pointer, waits.
    await waitFor(() => expect(visibleTitles(first)[0]).not.toBe(firstBefore), { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTOPLAY_DELAY_MS);
    expect(visibleTitles(second)[0]).toBe(visibleTitles(first)[0]);
    expect(visibleTitles(third)[0]).toBe(thirdBefore);
  });
});
