import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import { createTheme } from '../../../styles/theme';
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
const title = (id: number) => `Product ${id}`;

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

/**
 * The browser's idle moments, in the test's hands: callbacks wait here until `becomeIdle` runs
 * them, so a test decides when the page is idle instead of waiting for it.
 */
let idleCallbacks: IdleRequestCallback[] = [];
function becomeIdle() {
  const due = idleCallbacks;
  idleCallbacks = [];
  act(() => {
    for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

beforeEach(() => {
  idleCallbacks = [];
  window.requestIdleCallback = (callback: IdleRequestCallback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  jest.useRealTimers();
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
  act(() => void result.store.dispatch(productsReceived(ids(20).map(product))));
  return result;
}

/** Titles of the slides react-slick shows (not aria-hidden), left to right. */
/**
 * Waits until a slider a use had asked for would have mounted: the slider's chunk has loaded (the
 * same module the carousel imports), then one turn of the event loop lets its state and effects
 * commit. Used to show that something did not happen.
 */
async function settle() {
  await act(async () => {
    await import('./ProductCarouselSlider');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

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

/** The static first view's slides (the slider is not mounted yet). */
function staticSlides(region: HTMLElement): HTMLElement[] {
  return within(region).getAllByRole('group', { hidden: true });
}

/** A pointer event at (x, y); jsdom has no PointerEvent, a MouseEvent carries the coordinates. */
function pointer(target: Element, type: string, clientX: number, clientY: number) {
  fireEvent(target, new MouseEvent(type, { bubbles: true, clientX, clientY }));
}

/** A touch on the static cards: the slider mounts, on its first view. */
async function touchToMount(region: HTMLElement) {
  const first = staticSlides(region)[0];
  if (!first) throw new Error('no static slide');
  fireEvent.touchStart(first);
  await waitFor(() => expect(region.querySelector('.slick-initialized')).not.toBeNull());
}

describe('ProductCarousel before it is used (the server markup)', () => {
  it('renders the first 4 cards as plain slides with the real buttons, and no slider, at every width', async () => {
    for (const width of [375, 800, 1440] as const) {
      const { unmount } = await renderCarousels([ids(8)], { width });
      const region = await screen.findByRole('region', { name: 'List 1' });
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      // The same markup at every width: CSS media queries decide how many of them show.
      await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(4));
      expect(staticSlides(region).map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '1 of 8',
        '2 of 8',
        '3 of 8',
        '4 of 8',
      ]);
      for (const name of ['Previous slide', 'Next slide']) {
        const button = within(region).getByRole('button', { name });
        expect(button).toHaveAttribute('type', 'button');
      }
      expect(region.querySelector('.slick-slider')).toBeNull();
      unmount();
    }
  });

  it('does not mount the slider by itself, nor when the focus comes in', async () => {
    await renderCarousels([ids(8)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(4));
    const before = region.innerHTML;

    act(() => within(region).getByRole('button', { name: 'Next slide' }).focus());
    // What the focus could have started has settled (not idle: nothing plays).
    await settle();
    expect(region.querySelector('.slick-slider')).toBeNull();
    expect(region.innerHTML).toBe(before);
  });

  it('shows one product as a static grid at every width, without carousel controls', async () => {
    await renderCarousels([ids(1)], { width: 375 });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('lays out 4 or fewer products on desktop as the static four columns: a use mounts no slider', async () => {
    await renderCarousels([ids(4)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(4));
    const first = staticSlides(region)[0];
    if (!first) throw new Error('no static slide');
    fireEvent.touchStart(first);
    await settle();
    expect(region.querySelector('.slick-slider')).toBeNull();
    expect(region.querySelectorAll('article')).toHaveLength(4);
  });

  it('hydrates the server markup as it is: no mismatch, and no node or attribute changes after', async () => {
    // The app's store and i18n, as the test helpers make them, around a page of one carousel.
    const { store, i18n, unmount } = await renderWithProviders(<p>setup</p>, {
      language: 'en',
      persist: false,
    });
    unmount();
    setWindowWidth(375);
    act(() => void store.dispatch(productsReceived(ids(20).map(product))));
    const page = (
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={createTheme('ltr')}>
            <MemoryRouter>
              <ProductCarousel productIds={ids(8)} label="List 1" priority />
            </MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const served = container.innerHTML;
    expect(container.querySelector('.slick-slider')).toBeNull();
    expect(container.querySelectorAll('article')).toHaveLength(4);

    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(container, { subtree: true, childList: true, attributes: true });
    const errors: unknown[] = [];
    const root = hydrateRoot(container, page, {
      onRecoverableError: (error) => errors.push(error),
    });
    // What hydration could have started has settled (the page is not idle: nothing plays).
    await settle();
    watcher.disconnect();

    expect(errors).toEqual([]);
    expect(changes).toEqual([]);
    expect(container.innerHTML).toBe(served);
    act(() => root.unmount());
    container.remove();
  });
});

describe('ProductCarousel once used (react-slick)', () => {
  it('mounts the slider on a click on "next", which then takes its step, on the same buttons', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(4));
    const next = within(region).getByRole('button', { name: 'Next slide' });

    await userEvent.click(next);
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
    // One step, not two; the button is the one clicked (the focus stays on it).
    expect(within(region).getByRole('button', { name: 'Next slide' })).toBe(next);
    expect(next).toHaveFocus();
    expect(within(region).getAllByRole('button', { name: 'Next slide' })).toHaveLength(1);
  });

  it('mounts the slider on a sideways drag of the cards, which moves it that way', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(4));
    const first = staticSlides(region)[0];
    if (!first) throw new Error('no static slide');

    // A vertical move (a page scroll) is no use.
    pointer(first, 'pointerdown', 200, 100);
    pointer(first, 'pointermove', 202, 160);
    pointer(first, 'pointerup', 202, 160);
    await settle();
    expect(region.querySelector('.slick-slider')).toBeNull();

    // Dragged to the left in English: the next product comes in from the right.
    pointer(first, 'pointerdown', 200, 100);
    pointer(first, 'pointermove', 150, 104);
    await waitFor(() =>
      expect(visibleTitles(region)).toEqual(['Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
  });

  it('slides 2 to 4 products on phones, where one card shows at a time', async () => {
    await renderCarousels([ids(3)], { width: 375 });
    const region = await screen.findByRole('region', { name: 'List 1' });
    await touchToMount(region);
    await waitFor(() => expect(visibleTitles(region)).toEqual(['Product 1']));
  });

  it('is a labelled carousel with more than 4 products on desktop, looping with clones', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await touchToMount(region);
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

  it('builds the cards around the shown page only, and those of a page it wraps round to', async () => {
    await renderCarousels([ids(20)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await touchToMount(region);
    await waitFor(() => expect(visibleTitles(region)).toHaveLength(4));
    // The page shown and one page on either side (wrapping round): 12 of the 20 slides have a card.
    expect(slideOrder(region)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19, 20].map(title));

    // "Previous" from the start wraps round: the last product is there, not an empty box.
    await userEvent.click(within(region).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(visibleTitles(region)).toEqual([20, 1, 2, 3].map(title)));
    expect(slideOrder(region)).toContain(title(16));
  });

  it('keeps everything in hidden slides and clones out of the tab order', async () => {
    await renderCarousels([ids(6)]);
    const region = await screen.findByRole('region', { name: 'List 1' });
    await touchToMount(region);
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
    await touchToMount(region);
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
    // Before any use: the first cards in the page's direction, named like the slider's slides.
    expect(staticSlides(region)[0]).toHaveAttribute('aria-label', '1 من 6');
    await touchToMount(region);
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
});

describe('ProductCarousel autoplay', () => {
  it('waits for the page to be idle, then mounts and moves on one beat for all carousels, pausing one under the pointer', async () => {
    await renderCarousels([ids(6), ids(8), ids(7)]);
    const first = await screen.findByRole('region', { name: 'List 1' });
    const second = screen.getByRole('region', { name: 'List 2' });
    const third = screen.getByRole('region', { name: 'List 3' });
    await waitFor(() => expect(third.querySelectorAll('article')).toHaveLength(4));
    // The pointer over the third carousel: here over its "next" button.
    await userEvent.hover(within(third).getByRole('button', { name: 'Next slide' }));

    jest.useFakeTimers();
    // Not idle yet: however long the page stays busy, nothing plays and no slider mounts.
    act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 4));
    for (const region of [first, second, third]) {
      expect(region.querySelector('.slick-slider')).toBeNull();
    }

    // Idle (and within the viewport): the carousels join the beat; the first beat comes a full
    // delay later, never sooner.
    becomeIdle();
    act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS - 300));
    expect(first.querySelector('.slick-slider')).toBeNull();
    act(() => jest.advanceTimersByTime(300));
    // The beat mounts the first two and moves them together; the third, under the pointer, waits.
    await waitFor(() =>
      expect(visibleTitles(first)).toEqual(['Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
    expect(visibleTitles(second)).toEqual(visibleTitles(first));
    expect(third.querySelector('.slick-slider')).toBeNull();

    // The next beat moves both again, together.
    act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS));
    await waitFor(() => expect(visibleTitles(first)[0]).toBe('Product 3'));
    expect(visibleTitles(second)[0]).toBe('Product 3');
    expect(third.querySelector('.slick-slider')).toBeNull();
  });

  it('does not play a carousel that is not within the viewport', async () => {
    const observer = window.IntersectionObserver;
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      await renderCarousels([ids(8)]);
      const region = await screen.findByRole('region', { name: 'List 1' });
      await waitFor(() => expect(region.querySelectorAll('article')).toHaveLength(4));
      jest.useFakeTimers();
      becomeIdle();
      act(() => jest.advanceTimersByTime(AUTOPLAY_DELAY_MS * 3));
      expect(region.querySelector('.slick-slider')).toBeNull();
    } finally {
      window.IntersectionObserver = observer;
    }
  });
});
