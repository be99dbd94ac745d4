// /admin/pictures (owner only): the home carousel's header pictures (each with its link, moved up
// or down with the keyboard, deleted after a question, a new one uploaded and added), the offers
// banner (replaced or removed, saved at once) and the way to the category banners.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminHeaderImageDto } from '../../../src/shared/wire/adminPictures';
import { NEW, png } from '../../support/bannerFixtures';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin, staffer } from '../../support/renderAdmin';

const slide = (id: number, more: Partial<AdminHeaderImageDto> = {}): AdminHeaderImageDto => ({
  id,
  image: `/media/header/slide-${id}-640.webp`,
  link: null,
  sort: id,
  ...more,
});

type Sent = { method: string; path: string; body?: unknown };

/** The pictures calls as the server answers them, recording what each write was sent. */
function picturesServer(first: AdminHeaderImageDto[], banner = '') {
  const sent: Sent[] = [];
  let list = first;
  let offers = banner;
  const record = async (request: Request, path: string) => {
    const body = request.method === 'DELETE' ? undefined : await request.json();
    sent.push({ method: request.method, path, ...(body === undefined ? {} : { body }) });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(apiUrl('/admin/header-images'), () =>
      HttpResponse.json({ status_code: 200, data: list }),
    ),
    http.post(apiUrl('/admin/header-images'), async ({ request }) => {
      const body = await record(request, '/admin/header-images');
      const added = slide(9, { image: String(body.image), sort: list.length + 1 });
      list = [...list, added];
      return HttpResponse.json({ status_code: 201, data: added }, { status: 201 });
    }),
    http.put(apiUrl('/admin/header-images/order'), async ({ request }) => {
      const { ids } = (await record(request, '/admin/header-images/order')) as { ids: number[] };
      list = ids.map((id, index) => ({ ...list.find((each) => each.id === id)!, sort: index + 1 }));
      return HttpResponse.json({ status_code: 200, data: list });
    }),
    http.patch(apiUrl('/admin/header-images/:id'), async ({ request, params }) => {
      const body = await record(request, `/admin/header-images/${String(params.id)}`);
      if (body.link === '/closed-page') {
        return HttpResponse.json(
          { message: 'Not valid', errors: { link: ['Give a page of the shop'] } },
          { status: 422 },
        );
      }
      list = list.map((each) =>
        each.id === Number(params.id) ? { ...each, link: body.link as string | null } : each,
      );
      const data = list.find((each) => each.id === Number(params.id));
      return HttpResponse.json({ status_code: 200, data });
    }),
    http.delete(apiUrl('/admin/header-images/:id'), async ({ request, params }) => {
      await record(request, `/admin/header-images/${String(params.id)}`);
      list = list.filter((each) => each.id !== Number(params.id));
      return HttpResponse.json({ status_code: 200, data: { id: Number(params.id) } });
    }),
    http.get(apiUrl('/admin/offers-banner'), () =>
      HttpResponse.json({ status_code: 200, data: { image: offers } }),
    ),
    http.put(apiUrl('/admin/offers-banner'), async ({ request }) => {
      const body = await record(request, '/admin/offers-banner');
      offers = String(body.image);
      return HttpResponse.json({ status_code: 200, data: { image: offers } });
    }),
    http.post(apiUrl('/admin/media/banners'), () =>
      HttpResponse.json(
        { status_code: 201, data: { url: NEW, width: 1280, height: 560 } },
        { status: 201 },
      ),
    ),
  );
  return { sent };
}

const headerSection = () => screen.getByRole('region', { name: 'Header pictures' });
const offersSection = () => screen.getByRole('region', { name: 'Offers banner' });

describe('storefront pictures', () => {
  it('lists the header pictures in order, and moves one with the keyboard', async () => {
    const api = picturesServer([slide(1, { link: '/offers' }), slide(2)]);
    await renderAdmin('/en/admin/pictures', owner);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Storefront pictures',
    );
    const first = await screen.findByRole('img', { name: 'Header picture 1 of 2' });
    expect(first).toHaveAttribute('src', '/media/header/slide-1-320.webp');
    expect(screen.getByLabelText('Link of picture 1 (optional)')).toHaveValue('/offers');
    expect(screen.getByLabelText('Link of picture 2 (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Move up: picture 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: picture 2' })).toBeDisabled();

    const down = screen.getByRole('button', { name: 'Move down: picture 1' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PUT', path: '/admin/header-images/order', body: { ids: [2, 1] } },
      ]),
    );
    expect(
      within(headerSection()).getByText('Picture 1 moved to place 2 of 2', {
        selector: '[role=status]',
      }),
    ).toBeInTheDocument();
    // The moved picture is last now: the focus is on its Move up button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up: picture 2' })).toHaveFocus(),
    );
    expect(screen.getByLabelText('Link of picture 2 (optional)')).toHaveValue('/offers');
  });

  it('saves a link, checks it first as the server does, and shows the server’s refusal', async () => {
    const api = picturesServer([slide(1), slide(2)]);
    await renderAdmin('/en/admin/pictures', owner);
    const field = await screen.findByLabelText('Link of picture 2 (optional)');
    const save = screen.getByRole('button', { name: 'Save link: picture 2' });

    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(save);
    expect(
      await screen.findByText(
        'Give a page of the shop starting with / (like /offers) or an address starting with https://',
      ),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '/closed-page');
    // Only the server knows this one: its message lands on the field.
    await userEvent.click(save);
    expect(await screen.findByText('Give a page of the shop')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, ' /en/offers ');
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        method: 'PATCH',
        path: '/admin/header-images/2',
        body: { link: '/en/offers' },
      }),
    );
    expect(await screen.findByText('Link of picture 2 saved')).toBeInTheDocument();

    // An empty field removes the link.
    await userEvent.clear(field);
    await userEvent.click(save);
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        method: 'PATCH',
        path: '/admin/header-images/2',
        body: { link: null },
      }),
    );
  });

  it('deletes a picture only after asking, then gives the focus to the list’s title', async () => {
    const api = picturesServer([slide(1), slide(2)]);
    await renderAdmin('/en/admin/pictures', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: picture 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete header picture 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete: picture 1' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete the picture' }),
    );
    await waitFor(() =>
      expect(api.sent).toEqual([{ method: 'DELETE', path: '/admin/header-images/1' }]),
    );
    expect(await screen.findByRole('img', { name: 'Header picture 1 of 1' })).toHaveAttribute(
      'src',
      '/media/header/slide-2-320.webp',
    );
    expect(screen.getByRole('heading', { name: 'Header pictures' })).toHaveFocus();
  });

  it('uploads a new header picture to the banners and adds it at the end', async () => {
    const api = picturesServer([slide(1)]);
    await renderAdmin('/en/admin/pictures', owner);
    await screen.findByRole('img', { name: 'Header picture 1 of 1' });
    const input = within(headerSection()).getByLabelText('Upload a picture: Add a header picture');
    expect(input).toHaveAccessibleDescription(/1280 × 560/);
    await userEvent.upload(input, png('slide.png'));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'POST', path: '/admin/header-images', body: { image: NEW } },
      ]),
    );
    expect(await screen.findByRole('img', { name: 'Header picture 2 of 2' })).toHaveAttribute(
      'src',
      '/media/banners/u-5f1c-320.webp',
    );
  });

  it('replaces and removes the offers banner at once, in Arabic too', async () => {
    const api = picturesServer([], '/media/banners/offers-640.webp');
    await renderAdmin('/admin/pictures', owner);
    expect(
      await screen.findByText('لا توجد صور واجهة بعد: لا تعرض الصفحة الرئيسية عرضًا متحركًا.'),
    ).toBeVisible();
    const banner = screen.getByRole('region', { name: 'بانر العروض' });
    expect(await within(banner).findByRole('img', { name: 'بانر العروض الحالي' })).toHaveAttribute(
      'src',
      '/media/banners/offers-320.webp',
    );
    await userEvent.upload(
      within(banner).getByLabelText('استبدال الصورة: بانر صفحة العروض'),
      png(),
    );
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PUT', path: '/admin/offers-banner', body: { image: NEW } },
      ]),
    );
    await waitFor(() =>
      expect(within(banner).getByRole('img')).toHaveAttribute(
        'src',
        '/media/banners/u-5f1c-320.webp',
      ),
    );
    await userEvent.click(
      within(banner).getByRole('button', { name: 'إزالة البانر: بانر صفحة العروض' }),
    );
    await waitFor(() =>
      expect(api.sent.at(-1)).toEqual({
        method: 'PUT',
        path: '/admin/offers-banner',
        body: { image: '' },
      }),
    );
    expect(await within(banner).findByText('لا يوجد بانر للعروض بعد')).toBeVisible();
  });

  it('points to the categories page for category banners', async () => {
    picturesServer([]);
    await renderAdmin('/en/admin/pictures', owner);
    expect(
      await screen.findByRole('link', { name: 'Change category banners on the categories page' }),
    ).toHaveAttribute('href', '/en/admin/categories');
    expect(offersSection()).toBeInTheDocument();
  });

  it('is the owner’s: a staff member is told so and nothing is asked of the server', async () => {
    await renderAdmin('/en/admin/pictures', staffer);
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Storefront pictures',
    );
  });
});
