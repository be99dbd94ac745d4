// The back office's product list (/admin/products): filters, sort and page come from the address
// and go to the list call; rows chosen take a bulk change (prices by a percentage asked first).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw';
import { renderAdmin, staffer } from '../../support/renderAdmin';
import {
  adminProduct,
  categoriesHandler,
  listHandler,
  pageOf,
} from '../../support/adminProductFixtures';

const params = (query: URLSearchParams) => Object.fromEntries(query.entries());

describe('the product list', () => {
  it('asks for the filters, sort and page of the address and shows each product', async () => {
    const seen: URLSearchParams[] = [];
    const low = adminProduct(7, {
      name_en: 'Gilded vase',
      name_ar: 'مزهرية مذهبة',
      quantity: 3,
      price_before_discount: '1250.00',
      price_after_discount: '999.50',
    });
    const out = adminProduct(8, { quantity: 0, image: null, images: [], status: 'inactive' });
    server.use(
      categoriesHandler(),
      listHandler(seen, () => pageOf([low, out], 2, 3, 45)),
    );
    await renderAdmin(
      '/en/admin/products?q=vase&category_id=3&status=active&product_status=new&stock=low&sort=price&order=desc&page=2&junk=1',
      staffer,
    );
    const table = await screen.findByRole('table');
    expect(seen.map(params)).toEqual([
      {
        q: 'vase',
        category_id: '3',
        status: 'active',
        product_status: 'new',
        stock: 'low',
        sort: 'price',
        order: 'desc',
        page: '2',
      },
    ]);
    // The controls show the address's choices.
    expect(screen.getByRole('searchbox', { name: 'Search by name or code' })).toHaveValue('vase');
    expect(screen.getByRole('combobox', { name: 'Stock' })).toHaveValue('low');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(screen.getByText('Products found: 45 (page 2 of 3)')).toBeVisible();

    const row = within(table).getByRole('row', { name: /Gilded vase/ });
    const thumb = within(row).getByRole('img', { name: 'Gilded vase' });
    expect(thumb).toHaveAttribute('src', '/media/products/u-p7-320.webp');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('width', '56');
    expect(within(row).getByText('مزهرية مذهبة')).toHaveAttribute('lang', 'ar');
    expect(within(row).getByText('VS-7')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('999.50 EGP')).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText('1,250.00 EGP')).toBeVisible();
    expect(within(row).getByText('Low')).toBeVisible();
    expect(within(row).getByText('Vases')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Edit Gilded vase' })).toHaveAttribute(
      'href',
      '/en/admin/products/7',
    );
    const outRow = within(table).getByRole('row', { name: /Vase 8/ });
    expect(within(outRow).getByText('Out of stock')).toBeVisible();
    expect(within(outRow).getByText('Inactive')).toBeVisible();

    // Page links keep every filter.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/admin/products?q=vase&category_id=3&status=active&product_status=new&stock=low&sort=price&order=desc&page=3&junk=1',
    );
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/en/admin/products/new',
    );
  });

  it('writes a changed filter and a search into the address, back to page 1', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      categoriesHandler(),
      listHandler(seen, () => pageOf([adminProduct(1)])),
    );
    const { router } = await renderAdmin('/en/admin/products?page=4', staffer);
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'out');
    await waitFor(() => expect(router.state.location.search).toBe('?stock=out'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or code' }), 'كأس');
    await waitFor(() => expect(params(seen[seen.length - 1]!)).toEqual({ stock: 'out', q: 'كأس' }));
    expect(seen.map(params)).toEqual([{ page: '4' }, { stock: 'out' }, { stock: 'out', q: 'كأس' }]);
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    let fail = true;
    server.use(
      categoriesHandler(),
      http.get(apiUrl('/admin/products'), () =>
        fail
          ? HttpResponse.json({ message: 'Server busy' }, { status: 500 })
          : HttpResponse.json(pageOf([])),
      ),
    );
    await renderAdmin('/en/admin/products?stock=out', staffer);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No product matches these filters.')).toBeVisible();
  });
});

describe('bulk changes', () => {
  it('changes the prices of the rows chosen by −10% once confirmed, then clears and reloads', async () => {
    const seen: URLSearchParams[] = [];
    const bodies: unknown[] = [];
    server.use(
      categoriesHandler(),
      listHandler(seen, () => pageOf([adminProduct(1), adminProduct(2), adminProduct(3)])),
      http.post(apiUrl('/admin/products/bulk'), async ({ request }) => {
        bodies.push(request.headers.get('content-type'), await request.json());
        return HttpResponse.json({ status_code: 200, data: { updated: 2 } });
      }),
    );
    await renderAdmin('/en/admin/products', staffer);
    await screen.findByRole('table');
    expect(screen.queryByRole('form', { name: 'Change the selected products' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Vase 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Vase 3' }));
    expect(screen.getByText('Selected products: 2')).toHaveAttribute('role', 'status');
    expect(
      screen.getByRole('checkbox', { name: 'Select all the products on this page' }),
    ).toHaveProperty('indeterminate', true);

    const bar = screen.getByRole('form', { name: 'Change the selected products' });
    await userEvent.selectOptions(
      within(bar).getByRole('combobox', { name: 'Change' }),
      'price_percent',
    );
    const percent = within(bar).getByRole('spinbutton', { name: 'Percentage (−90 to 500)' });
    await userEvent.type(percent, '-95');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(percent).toHaveAccessibleDescription(/Enter a percentage from −90 to \+500/);
    await userEvent.clear(percent);
    await userEvent.type(percent, '-10');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Change the prices of the selected products (2) by -10%?',
    });
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the prices' }));

    expect(await screen.findByText('Products changed: 2')).toBeVisible();
    expect(bodies).toEqual([
      'application/json',
      { ids: [1, 3], action: 'price_percent', value: -10 },
    ]);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(screen.queryByText('Selected products: 2')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select Vase 1' })).not.toBeChecked();
  });

  it('selects the whole page and sets the stock; a cancelled price change sends nothing', async () => {
    const bodies: unknown[] = [];
    server.use(
      categoriesHandler(),
      listHandler([], () => pageOf([adminProduct(1), adminProduct(2)])),
      http.post(apiUrl('/admin/products/bulk'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status_code: 200, data: { updated: 2 } });
      }),
    );
    await renderAdmin('/en/admin/products', staffer);
    await screen.findByRole('table');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Select all the products on this page' }),
    );
    const bar = screen.getByRole('form', { name: 'Change the selected products' });
    const action = within(bar).getByRole('combobox', { name: 'Change' });
    await userEvent.selectOptions(action, 'price_percent');
    await userEvent.type(within(bar).getByRole('spinbutton'), '5');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.selectOptions(action, 'stock');
    await userEvent.type(within(bar).getByRole('spinbutton', { name: 'New quantity' }), '40');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Products changed: 2')).toBeVisible();
    expect(bodies).toEqual([{ ids: [1, 2], action: 'stock', value: 40 }]);
  });
});
