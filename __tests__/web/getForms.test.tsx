// Search and the listing filters are GET forms whose addresses the server renders, so a submit
// before the app runs already asks for the right page: the header and the search page send
// `product_name` to the search page in the page's language, a category's sidebar is one form to
// its own path (`product_name`, `category`, `max_price`). Once the app runs, a submit is no native
// submission: the app navigates in place, and a `?category=` URL moves to that category (history
// replaced), as the server answers it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SearchBox } from '../../src/features/layout/components/header/SearchBox';
import type { Language } from '../../src/shared/rules/constants';
import { apiUrl, server } from '../support/msw';
import { homeHandlers, manyProducts } from '../support/mswHandlers';
import { renderApp, renderWithProviders } from '../support/renderApp';

// React 19 builds `new FormData(form, submitter)` for a submit that starts a transition (the
// router's navigation does); jest-fixed-jsdom's FormData is Node's, which refuses a jsdom form.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

/** Whether each submit reaching the window had its native submission prevented. */
let submits: boolean[] = [];
const recordSubmit = (event: Event) => submits.push(event.defaultPrevented);
beforeEach(() => {
  submits = [];
  window.addEventListener('submit', recordSubmit);
});
afterEach(() => window.removeEventListener('submit', recordSubmit));

function listingHandlers() {
  return [
    http.get(apiUrl('/header'), () => HttpResponse.json({ status_code: 200, data: [] })),
    ...homeHandlers({
      categoryProducts: { 0: manyProducts(900, 3), 1: manyProducts(100, 3), 2: [] },
    }),
  ];
}

const currentUrl = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The query a native submission of `form` would send (its named, enabled, chosen fields). */
function nativeQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name || element.disabled) continue;
    if ((element.type === 'radio' || element.type === 'checkbox') && !element.checked) continue;
    params.append(element.name, element.value);
  }
  return params.toString();
}

const cases: [Language, string, Record<string, string>][] = [
  ['ar', '', { search: 'ابحث عن منتج', filters: 'تصفية المنتجات', vases: 'فازات' }],
  ['en', '/en', { search: 'Search products', filters: 'Filters', vases: 'Vases' }],
];

describe.each(cases)('in %s', (language, prefix, names) => {
  it('the header search is a GET form to the search page', async () => {
    server.use(...listingHandlers());
    await renderWithProviders(<SearchBox />, { language });
    const input = await screen.findByRole('combobox', { name: names.search });
    const form = input.closest('form')!;
    expect(form).toHaveAttribute('role', 'search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `${prefix}/search`);
    expect(input).toHaveAttribute('name', 'product_name');
  });

  it('the search page has a GET form to itself', async () => {
    server.use(...listingHandlers());
    await renderApp('/search?product_name=vase', { language });
    const main = await screen.findByRole('main');
    const form = within(main).getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `${prefix}/search`);
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'product_name');
    expect(within(form).getByRole('searchbox')).toHaveValue('vase');
  });

  it('the category sidebar is one GET form to the listing, with all its filters', async () => {
    server.use(...listingHandlers());
    await renderApp('/vases?max_price=5000', { language });
    const sidebar = await screen.findByRole('complementary', { name: names.filters });
    // Folded behind its toggle (jsdom applies no media query): the form is there all the same.
    const radio = await within(sidebar).findByRole('radio', { name: names.vases, hidden: true });
    const form = radio.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `${prefix}/vases`);
    expect(form.querySelector('form')).toBeNull();
    expect(sidebar.querySelectorAll('form')).toHaveLength(1);

    const searchbox = within(form).getByRole('searchbox', { hidden: true });
    const slider = within(form).getByRole('slider', { hidden: true });
    const radios = within(form).getAllByRole('radio', { hidden: true });
    expect(searchbox).toHaveAttribute('name', 'product_name');
    expect(slider).toHaveAttribute('name', 'max_price');
    expect(
      radios.map((input) => [input.getAttribute('name'), input.getAttribute('value')]),
    ).toEqual([
      ['category', 'cups'],
      ['category', 'vases'],
    ]);
    // The Search button submits this very form; without the app it would ask for this URL.
    const submit = within(form).getByRole('button', { hidden: true });
    expect(submit).toHaveAttribute('type', 'submit');
    expect((submit as HTMLButtonElement).form).toBe(form);
    expect(nativeQuery(form)).toBe('product_name=&category=vases&max_price=5000');
  });
});

describe('with the app running', () => {
  it('the header search navigates in place, no native submission', async () => {
    server.use(...listingHandlers());
    const { router } = await renderWithProviders(<SearchBox />, { language: 'en' });
    await userEvent.type(await screen.findByRole('combobox'), 'vase{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/search?product_name=vase'));
    expect(submits).toEqual([true]);
  });

  it('the search page navigates in place, no native submission', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/search', { language: 'ar' });
    const main = await screen.findByRole('main');
    await userEvent.type(within(main).getByRole('searchbox'), 'كوب{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?product_name=%D9%83%D9%88%D8%A8'));
    expect(submits).toEqual([true]);
  });

  it('the filters search in place; a blank submit does nothing; the radios still navigate', async () => {
    server.use(...listingHandlers());
    const { router } = await renderApp('/vases?max_price=5000', { language: 'en' });
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    const searchbox = await screen.findByRole('searchbox', { name: 'Search products' });

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(submits).toEqual([true]);
    expect(currentUrl(router)).toBe('/en/vases?max_price=5000');

    await userEvent.type(searchbox, ' cup {Enter}');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/en/vases?product_name=cup&max_price=5000'),
    );
    expect(submits).toEqual([true, true]);
    expect(router.state.historyAction).toBe('PUSH');

    await userEvent.click(screen.getByRole('radio', { name: 'Cups' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/cups?max_price=5000'));
    expect(submits).toHaveLength(2);
  });

  it.each([
    ['the form defaults', '/vases?product_name=&category=cups&max_price=100000', '/cups'],
    [
      'a real price and text',
      '/vases?product_name=cup&category=cups&max_price=5000',
      '/cups?product_name=cup&max_price=5000',
    ],
    ['an unknown category', '/vases?category=no-such&max_price=100000', '/cups'],
    ['the same category', '/vases?product_name=&category=vases&max_price=100000', '/vases'],
  ])('moves a ?category= URL (%s) there, history replaced', async (_label, from, to) => {
    server.use(...listingHandlers());
    const { router } = await renderApp(from, { language: 'en' });
    await waitFor(() => expect(currentUrl(router)).toBe(`/en${to}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
