// The back office's product form (/admin/products/new and /admin/products/:id): the rule table's
// checks in the browser, the exact fields posted (pictures in order), only the changes saved,
// server refusals under their fields, uploads one by one with their own errors, delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { apiUrl, server } from '../../support/msw';
import { renderAdmin, staffer } from '../../support/renderAdmin';
import {
  adminProduct,
  categoriesHandler,
  listHandler,
  pageOf,
  picture,
  productHandler,
} from '../../support/adminProductFixtures';

const field = (label: string) => screen.getByLabelText(label);
// Node's File: the test environment's FormData (Node's) takes only Node's Blobs, as a browser's
// FormData takes its own.
const fileOf = (name: string, type = 'image/jpeg') =>
  new NodeFile(['x'], name, { type }) as unknown as File;

/** POST /admin/media/products: each file's answer by its name; the names sent are kept. */
function uploadHandler(
  sent: string[],
  answers: Record<string, { status: number; body: Record<string, unknown> }>,
) {
  return http.post(apiUrl('/admin/media/products'), async ({ request }) => {
    const file = (await request.formData()).get('file');
    const name = typeof file === 'object' && file !== null ? file.name : String(file);
    sent.push(name);
    const answer = answers[name] ?? { status: 500, body: { message: 'unexpected' } };
    return HttpResponse.json(answer.body, { status: answer.status });
  });
}

const uploaded = (name: string) => ({
  status: 201,
  body: { status_code: 201, data: { url: picture(name), width: 640, height: 640 } },
});

describe('a new product', () => {
  it('checks the rule table in the browser: price after above before, quantity 1.5', async () => {
    server.use(categoriesHandler());
    await renderAdmin('/en/admin/products/new', staffer);
    await userEvent.type(await screen.findByLabelText('Price before discount (EGP)'), '100');
    await userEvent.type(field('Price after discount (EGP)'), '120');
    await userEvent.clear(field('Quantity in stock'));
    await userEvent.type(field('Quantity in stock'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create the product' }));

    await waitFor(() => expect(field('Name in Arabic')).toHaveFocus());
    expect(field('Name in Arabic')).toHaveAccessibleDescription('This field is required');
    expect(field('Price after discount (EGP)')).toHaveAccessibleDescription(
      'The price after discount cannot be above the price before discount',
    );
    expect(field('Quantity in stock')).toHaveAccessibleDescription(
      'Enter a whole number of 0 or more',
    );
    expect(field('Category')).toHaveAccessibleDescription('This field is required');
  });

  it('posts every field under its API name with the pictures in order, then opens the product', async () => {
    const bodies: unknown[] = [];
    const sent: string[] = [];
    const created = adminProduct(41, { images: [picture('back'), picture('front')] });
    server.use(
      categoriesHandler(),
      uploadHandler(sent, { 'front.jpg': uploaded('front'), 'back.png': uploaded('back') }),
      http.post(apiUrl('/admin/products'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status_code: 201, data: created }, { status: 201 });
      }),
      productHandler(created),
    );
    const { router } = await renderAdmin('/en/admin/products/new', staffer);
    await userEvent.type(await screen.findByLabelText('Name in Arabic'), 'مزهرية كريستال');
    await userEvent.type(field('Name in English'), 'Crystal vase');
    await userEvent.type(field('Description in English'), 'Hand cut');
    await userEvent.type(field('Product code'), 'CV-1');
    await screen.findByRole('option', { name: 'Vases' });
    await userEvent.selectOptions(field('Category'), 'Vases');
    await userEvent.type(field('Price before discount (EGP)'), '١٢٥٠');
    await userEvent.type(field('Price after discount (EGP)'), '999.5');
    await userEvent.clear(field('Quantity in stock'));
    await userEvent.type(field('Quantity in stock'), '7');
    await userEvent.selectOptions(field('Status in the shop'), 'active');

    await userEvent.upload(field('Add pictures'), [
      fileOf('front.jpg'),
      fileOf('back.png', 'image/png'),
    ]);
    const second = await screen.findByRole('listitem', { name: 'Picture 2 of 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Make main' }));
    const first = screen.getByRole('listitem', { name: 'Picture 1 of 2' });
    expect(within(first).getByText('Main picture')).toBeVisible();
    expect(within(first).getByRole('img')).toHaveAttribute(
      'src',
      '/media/products/u-back-320.webp',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Create the product' }));
    expect(await screen.findByText('The product was created')).toBeVisible();
    expect(sent).toEqual(['front.jpg', 'back.png']);
    expect(bodies).toEqual([
      {
        name_ar: 'مزهرية كريستال',
        name_en: 'Crystal vase',
        description_ar: null,
        description_en: 'Hand cut',
        product_code: 'CV-1',
        category_id: 3,
        price_before_discount: '1250',
        price_after_discount: '999.5',
        quantity: 7,
        product_status: 'new',
        status: 'active',
        sort: 0,
        images: [picture('back'), picture('front')],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/products/41'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit the product' }),
    ).toBeVisible();
  });

  it("shows each file's upload error in the server's words and keeps the others", async () => {
    const sent: string[] = [];
    server.use(
      categoriesHandler(),
      uploadHandler(sent, {
        'huge.jpg': {
          status: 422,
          body: { message: 'Invalid', errors: { file: ['The picture is larger than 10 MB'] } },
        },
        'notes.png': { status: 415, body: { message: 'This file is not a picture' } },
        'ok.jpg': uploaded('ok'),
      }),
    );
    await renderAdmin('/en/admin/products/new', staffer);
    await userEvent.upload(await screen.findByLabelText('Add pictures'), [
      fileOf('huge.jpg'),
      fileOf('notes.png', 'image/png'),
      fileOf('ok.jpg'),
    ]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    await waitFor(() =>
      expect(within(uploads).getByText(/The picture is larger than 10 MB/)).toBeVisible(),
    );
    await waitFor(() => expect(sent).toEqual(['huge.jpg', 'notes.png', 'ok.jpg']));
    expect(within(uploads).getByText(/This file is not a picture/)).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Picture 1 of 1' })).toBeVisible();
    expect(within(uploads).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('a saved product', () => {
  const saved = adminProduct(9, {
    name_en: 'Tea glass',
    images: [picture('a'), picture('b'), picture('c')],
  });

  it('sends only what changed: the new picture order', async () => {
    const bodies: unknown[] = [];
    server.use(
      categoriesHandler(),
      productHandler(saved),
      http.patch(apiUrl('/admin/products/9'), async ({ request }) => {
        const body = (await request.json()) as { images: string[] };
        bodies.push(body);
        return HttpResponse.json({ status_code: 200, data: { ...saved, ...body } });
      }),
    );
    await renderAdmin('/en/admin/products/9', staffer);
    const last = await screen.findByRole('listitem', { name: 'Picture 3 of 3' });
    await userEvent.click(within(last).getByRole('button', { name: 'Move earlier' }));
    // The focus stays with the moved picture's button.
    const moved = screen.getByRole('listitem', { name: 'Picture 2 of 3' });
    expect(within(moved).getByRole('button', { name: 'Move earlier' })).toHaveFocus();
    expect(screen.getByText('The picture is now number 2')).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('The product was saved')).toBeVisible();
    expect(bodies).toEqual([{ images: [picture('a'), picture('c'), picture('b')] }]);
    expect(screen.getByRole('link', { name: 'View it in the shop' })).toHaveAttribute(
      'href',
      '/en/vases/vase-9',
    );
  });

  it("puts the server's 422 message under its field and keeps what was typed", async () => {
    server.use(
      categoriesHandler(),
      productHandler(saved),
      http.patch(apiUrl('/admin/products/9'), () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid',
            errors: { product_code: ['Another product already has this code'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderAdmin('/en/admin/products/9', staffer);
    const code = await screen.findByLabelText('Product code');
    await userEvent.clear(code);
    await userEvent.type(code, 'VS-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Another product already has this code'),
    );
    expect(code).toHaveValue('VS-1');
    expect(code).toHaveFocus();
  });

  it('deletes after asking, says the product was hidden, and goes back to the list', async () => {
    const deleted: string[] = [];
    server.use(
      categoriesHandler(),
      productHandler(saved),
      http.delete(apiUrl('/admin/products/9'), ({ request }) => {
        // A JSON Content-Type without a body is refused by the server (400).
        deleted.push(`${request.method} ${request.headers.get('content-type')}`);
        return HttpResponse.json({ status_code: 200, data: { id: 9, result: 'hidden' } });
      }),
      listHandler([], () => pageOf([])),
    );
    const { router } = await renderAdmin('/en/admin/products/9', staffer);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the product' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/was ordered before, so it was hidden from the shop/),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/products'));
    expect(deleted).toEqual(['DELETE null']);
  });
});

describe('the fields', () => {
  it.each([
    ['/en/admin/products/new', 'en'],
    ['/admin/products/new', 'ar'],
  ])('%s: visible labels, API names, each language its own direction', async (url, lang) => {
    server.use(categoriesHandler());
    await renderAdmin(url, staffer);
    const labels =
      lang === 'en'
        ? ['Name in Arabic', 'Name in English', 'Description in Arabic', 'Description in English']
        : ['الاسم بالعربية', 'الاسم بالإنجليزية', 'الوصف بالعربية', 'الوصف بالإنجليزية'];
    const [nameAr, nameEn, descAr, descEn] = await Promise.all(
      labels.map((label) => screen.findByLabelText(label)),
    );
    expect(nameAr).toHaveAttribute('name', 'name_ar');
    expect(nameAr).toHaveAttribute('dir', 'rtl');
    expect(nameEn).toHaveAttribute('name', 'name_en');
    expect(nameEn).toHaveAttribute('dir', 'ltr');
    expect(descAr).toHaveAttribute('dir', 'rtl');
    expect(descEn).toHaveAttribute('dir', 'ltr');
    const names = Array.from(document.querySelectorAll('form [name]')).map((node) =>
      node.getAttribute('name'),
    );
    expect(names).toEqual([
      'name_ar',
      'name_en',
      'description_ar',
      'description_en',
      'product_code',
      'category_id',
      'price_before_discount',
      'price_after_discount',
      'quantity',
      'sort',
      'product_status',
      'status',
      'images',
    ]);
    const price = document.querySelector('[name="price_after_discount"]');
    expect(price).toHaveAttribute('dir', 'ltr');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(document.querySelector('[name="quantity"]')).toHaveAttribute('inputmode', 'numeric');
    expect(document.querySelector('[name="images"]')).toHaveAttribute('multiple');
    for (const node of document.querySelectorAll('form input, form select, form textarea')) {
      expect(node).toHaveAccessibleName();
    }
  });
});
