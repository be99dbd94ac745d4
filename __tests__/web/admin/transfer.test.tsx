// /admin/import-export (staff too): the products file and (owners only) the orders of a period
// downloaded with the signed-in token and saved under the server's name; a products file checked
// first (a report of every change and error, broken rows said in words), then applied — only with
// "skip" ticked while rows are broken.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProductImportReportDto } from '../../../src/shared/wire/adminTransfer';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin, staffer } from '../../support/renderAdmin';

const saved: Array<{ name: string; href: string }> = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:zujaj/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

const FILE_TEXT = '\ufeffproduct_code,name_ar,price_after_discount\r\nCUP-1,كوب,75.5\r\n';

function report(applied: boolean): ProductImportReportDto {
  return {
    mode: applied ? 'apply' : 'dry_run',
    applied,
    counts: { create: 1, update: 1, unchanged: 3, error: 1 },
    rows: [
      {
        line: 2,
        product_code: 'CUP-1',
        action: 'update',
        changes: {
          price_after_discount: { from: '80.00', to: '75.50' },
          name_ar: { from: 'كوب', to: 'كوب جديد' },
        },
        errors: {},
      },
      { line: 3, product_code: 'VASE-2', action: 'unchanged', changes: {}, errors: {} },
      {
        line: 4,
        product_code: 'NEW-9',
        action: 'create',
        changes: { name_en: { from: null, to: 'Bowl' } },
        errors: {},
      },
      {
        line: 5,
        product_code: 'BAD-1',
        action: 'error',
        changes: {},
        errors: { price_after_discount: ['Enter a price like 120 or 99.50'] },
      },
    ],
  };
}

function importServer() {
  const calls: Array<{ query: string; type: string | null; body: string; auth: string | null }> =
    [];
  server.use(
    http.post(apiUrl('/admin/products/import'), async ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        query: url.search,
        type: request.headers.get('content-type'),
        // Read as bytes: text() would drop the byte-order mark the file starts with.
        body: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await request.arrayBuffer()),
        auth: request.headers.get('authorization'),
      });
      const applied = url.searchParams.get('mode') === 'apply';
      return HttpResponse.json({ status_code: 200, data: report(applied) });
    }),
  );
  return calls;
}

describe('/admin/import-export', () => {
  it('downloads the products file with the token and saves it under the server’s name', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(apiUrl('/admin/products/export.csv'), ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return new HttpResponse('\ufeffproduct_code\r\nCUP-1\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="products-2026-11-27.csv"',
          },
        });
      }),
    );
    await renderAdmin('/en/admin/import-export', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Download the products file' }));
    expect(await screen.findByText('Downloaded products-2026-11-27.csv.')).toBeVisible();
    expect(asked).toEqual(['Bearer staff-token']);
    expect(saved).toEqual([{ name: 'products-2026-11-27.csv', href: 'blob:zujaj/1' }]);
  });

  it('downloads the orders of the days chosen, and shows why a range is refused', async () => {
    const queries: string[] = [];
    server.use(
      http.get(apiUrl('/admin/orders/export.csv'), ({ request }) => {
        const search = new URL(request.url).search;
        queries.push(search);
        if (search.includes('to=2026-01-01')) {
          return HttpResponse.json(
            { message: 'Some fields are not valid', errors: { to: ['The end day is before.'] } },
            { status: 422 },
          );
        }
        return new HttpResponse('\ufeffnumber\r\n', {
          headers: { 'content-disposition': 'attachment; filename="orders-2026-11-27.csv"' },
        });
      }),
    );
    await renderAdmin('/en/admin/import-export', owner);
    const form = await screen.findByRole('form', { name: 'Export orders' });
    await userEvent.type(within(form).getByLabelText('From day'), '2026-03-01');
    await userEvent.type(within(form).getByLabelText('To day'), '2026-03-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Download the orders file' }));
    expect(await screen.findByText('Downloaded orders-2026-11-27.csv.')).toBeVisible();
    expect(queries).toEqual(['?from=2026-03-01&to=2026-03-31']);

    // A range that ends before it starts is held back by the form's own min and max.
    await userEvent.clear(within(form).getByLabelText('To day'));
    await userEvent.type(within(form).getByLabelText('To day'), '2026-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Download the orders file' }));
    expect(queries).toHaveLength(1);
    // The server's refusal is shown with its field's message.
    await userEvent.clear(within(form).getByLabelText('From day'));
    await userEvent.click(within(form).getByRole('button', { name: 'Download the orders file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The end day is before.');
    expect(queries).toEqual(['?from=2026-03-01&to=2026-03-31', '?to=2026-01-01']);
  });

  it('shows staff no orders export: the file of customers’ names and phones is the owner’s', async () => {
    await renderAdmin('/en/admin/import-export', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Import products' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Export orders' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download the orders file' })).toBeNull();
    expect(screen.queryByText(/Orders can be downloaded/)).toBeNull();
  });

  it('checks a file, reports changes and errors, then applies it skipping the broken rows', async () => {
    const calls = importServer();
    await renderAdmin('/en/admin/import-export', staffer);
    const form = await screen.findByRole('form', { name: 'Import products' });
    const input = within(form).getByLabelText('Products file (CSV)');
    expect(input).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(
      input,
      new File([FILE_TEXT], 'products.csv', { type: 'application/vnd.ms-excel' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Check the file' }));

    const heading = await screen.findByRole('heading', { name: 'What the file would change' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(calls).toEqual([
      { query: '?mode=dry_run', type: 'text/csv', body: FILE_TEXT, auth: 'Bearer staff-token' },
    ]);
    expect(screen.getByText('Rows with errors: 1')).toBeVisible();
    expect(screen.getByText('Unchanged: 3')).toBeVisible();
    const table = screen.getByRole('region', { name: 'Rows of the file' });
    const [, first, second, third] = within(table).getAllByRole('row') as HTMLElement[];
    // The broken row first, said in words; unchanged rows only counted.
    expect(first).toHaveTextContent('5BAD-1Error: not imported');
    expect(first).toHaveTextContent('Price after discount: Enter a price like 120 or 99.50');
    expect(second).toHaveTextContent('2CUP-1Changed');
    expect(second).toHaveTextContent('Price after discount80.00→became75.50');
    expect(second).toHaveTextContent('Arabic nameكوب→becameكوب جديد');
    expect(third).toHaveTextContent('4NEW-9New product');
    expect(third).toHaveTextContent('English name—→becameBowl');
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    const apply = screen.getByRole('button', { name: 'Apply the file' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(/tick the box to skip them/);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Skip the rows with errors and import the others' }),
    );
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    expect(
      await screen.findByText('Imported: 1 new and 1 changed products; 1 rows skipped.'),
    ).toBeVisible();
    expect(calls[1]).toMatchObject({ query: '?mode=apply&skip_invalid=true', body: FILE_TEXT });
    expect(screen.getByRole('heading', { name: 'What the import changed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply the file' })).toBeNull();
  });

  it('shows a file the server cannot read, in Arabic, and asks for a file first', async () => {
    server.use(
      http.post(apiUrl('/admin/products/import'), () =>
        HttpResponse.json(
          { message: 'يجب أن يكون أول صف في الملف صف العناوين', errors: { file: ['…'] } },
          { status: 422 },
        ),
      ),
    );
    await renderAdmin('/admin/import-export', staffer);
    const form = await screen.findByRole('form', { name: 'استيراد المنتجات' });
    await userEvent.click(within(form).getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اختر ملف CSV أولًا.');
    await userEvent.upload(
      within(form).getByLabelText('ملف المنتجات (CSV)'),
      new File(['x'], 'x.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'يجب أن يكون أول صف في الملف صف العناوين',
    );
  });
});
