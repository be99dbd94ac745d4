// /admin/categories: the list in shop order, adding (slug optional), inline editing (only what
// changed is sent), hiding, reordering by keyboard and by dragging (the whole new order is sent),
// server field errors on their fields, a refused move undone, a failed load retried.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminCategoryDto } from '../../../src/shared/wire/adminProducts';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin, staffer } from '../../support/renderAdmin';

const category = (id: number, sort: number, name_ar: string, name_en: string, more = {}) =>
  ({
    id,
    name_ar,
    name_en,
    slug: name_en.toLowerCase().replace(/ /g, '-'),
    sort,
    hidden: false,
    products_count: id * 3,
    banner_image_ar: null,
    banner_image_en: null,
    ...more,
  }) satisfies AdminCategoryDto;

/** A small stand-in for the server: the list, and what each call was sent. */
function categoriesServer() {
  let list: AdminCategoryDto[] = [
    category(1, 1, 'أكواب', 'Cups'),
    category(2, 2, 'أطباق', 'Plates'),
    category(3, 3, 'مزهريات', 'Vases', { hidden: true }),
  ];
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json();
    sent.push({ method: request.method, path: url.pathname.replace('/api/v1', ''), body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(apiUrl('/admin/categories'), () =>
      HttpResponse.json({ status_code: 200, data: list }),
    ),
    http.post(apiUrl('/admin/categories'), async ({ request }) => {
      const body = await record(request);
      const added = category(9, 4, String(body.name_ar), String(body.name_en));
      list = [...list, added];
      return HttpResponse.json({ status_code: 201, data: added }, { status: 201 });
    }),
    http.post(apiUrl('/admin/categories/reorder'), async ({ request }) => {
      const body = (await record(request)) as { ids: number[] };
      list = body.ids.map((id, index) => ({
        ...(list.find((each) => each.id === id) as AdminCategoryDto),
        sort: index + 1,
      }));
      return HttpResponse.json({ status_code: 200, data: list });
    }),
    http.patch(apiUrl('/admin/categories/:id'), async ({ request, params }) => {
      const body = await record(request);
      list = list.map((each) => (each.id === Number(params.id) ? { ...each, ...body } : each));
      return HttpResponse.json({
        status_code: 200,
        data: list.find((each) => each.id === Number(params.id)),
      });
    }),
  );
  return { sent, names: () => list.map((each) => each.name_en) };
}

const rows = () =>
  within(screen.getByRole('list', { name: /shop order|بترتيب المتجر/ })).getAllByRole('listitem');
const rowNames = () => rows().map((row) => row.querySelector('[lang="en"]')?.textContent);

describe('/admin/categories', () => {
  it('lists every category in shop order, in Arabic by default, with link name, count and hidden flag', async () => {
    categoriesServer();
    await renderAdmin('/admin/categories', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'الأقسام' })).toBeVisible();
    await waitFor(() => expect(rowNames()).toEqual(['Cups', 'Plates', 'Vases']));
    const vases = rows()[2] as HTMLElement;
    expect(within(vases).getByText('مزهريات')).toBeVisible();
    expect(within(vases).getByText('vases').tagName).toBe('BDI');
    expect(within(vases).getByText('9')).toBeVisible();
    expect(within(vases).getByText('مخفي عن المتجر')).toBeVisible();
    expect(within(rows()[0] as HTMLElement).queryByText('مخفي عن المتجر')).toBeNull();
    expect(screen.getByRole('button', { name: 'إظهار: مزهريات' })).toBeVisible();
    // The first row cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'تحريك لأعلى: أكواب' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تحريك لأسفل: مزهريات' })).toBeDisabled();
  });

  it('moves a category by keyboard: the whole new order is sent, announced, and the focus stays', async () => {
    const api = categoriesServer();
    await renderAdmin('/admin/categories', owner);
    const down = await screen.findByRole('button', { name: 'تحريك لأسفل: أكواب' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Plates', 'Cups', 'Vases']));
    expect(screen.getByRole('status')).toHaveTextContent('نُقل «أكواب» إلى المركز 2 من 3');
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'POST', path: '/admin/categories/reorder', body: { ids: [2, 1, 3] } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'تحريك لأسفل: أكواب' })).toHaveFocus(),
    );
    // Down again: now last, so the focus moves to its Move up button.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'الأقسام بترتيب المتجر' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]?.body).toEqual({ ids: [2, 3, 1] });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'تحريك لأعلى: أكواب' })).toHaveFocus(),
    );
    expect(rowNames()).toEqual(['Plates', 'Vases', 'Cups']);
  });

  it('moves a category by dragging it onto another row', async () => {
    const api = categoriesServer();
    await renderAdmin('/admin/categories', staffer);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [cups, , vases] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(vases).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(vases);
    fireEvent.dragOver(cups);
    fireEvent.drop(cups);
    fireEvent.dragEnd(vases);
    await waitFor(() => expect(rowNames()).toEqual(['Vases', 'Cups', 'Plates']));
    expect(api.sent).toEqual([
      { method: 'POST', path: '/admin/categories/reorder', body: { ids: [3, 1, 2] } },
    ]);
  });

  it('puts the list back and says why when a move is refused', async () => {
    categoriesServer();
    server.use(
      http.post(apiUrl('/admin/categories/reorder'), () =>
        HttpResponse.json({ message: 'اختر قسمًا موجودًا' }, { status: 422 }),
      ),
    );
    await renderAdmin('/admin/categories', staffer);
    await userEvent.click(await screen.findByRole('button', { name: 'تحريك لأعلى: أطباق' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('اختر قسمًا موجودًا');
    await waitFor(() => expect(rowNames()).toEqual(['Cups', 'Plates', 'Vases']));
  });

  it('adds a category without a link name: only the names are sent, the list and a toast follow', async () => {
    const api = categoriesServer();
    await renderAdmin('/admin/categories', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'قسم جديد' }));
    const form = screen.getByRole('form', { name: 'قسم جديد' });
    const slug = within(form).getByRole('textbox', { name: 'اسم الرابط' });
    expect(slug).toHaveAccessibleDescription('اختياري: إذا تُرك فارغًا يُنشأ من الاسم الإنجليزي.');
    expect(slug).toHaveAttribute('name', 'slug');
    await userEvent.type(within(form).getByRole('textbox', { name: 'الاسم بالعربية' }), 'أباريق');
    await userEvent.type(within(form).getByRole('textbox', { name: 'الاسم بالإنجليزية' }), 'Jugs ');
    await userEvent.click(within(form).getByRole('button', { name: 'أضف القسم' }));
    await waitFor(() => expect(rowNames()).toEqual(['Cups', 'Plates', 'Vases', 'Jugs']));
    expect(api.sent).toEqual([
      { method: 'POST', path: '/admin/categories', body: { name_ar: 'أباريق', name_en: 'Jugs' } },
    ]);
    expect(await screen.findByText('أُضيف القسم «أباريق»')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'قسم جديد' })).toBeNull();
    expect(screen.getByRole('button', { name: 'قسم جديد' })).toHaveFocus();
  });

  it("checks the names before sending, and puts the server's 422 on the slug field keeping what was typed", async () => {
    const api = categoriesServer();
    server.use(
      http.post(apiUrl('/admin/categories'), async ({ request }) => {
        api.sent.push({ method: 'POST', path: '/admin/categories', body: await request.json() });
        return HttpResponse.json(
          {
            message: 'Invalid data',
            errors: { slug: ['This link name is reserved, choose another'] },
          },
          { status: 422 },
        );
      }),
    );
    await renderAdmin('/en/admin/categories', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add the category' }));
    const nameAr = within(form).getByRole('textbox', { name: 'Name in Arabic' });
    await waitFor(() => expect(nameAr).toHaveAccessibleDescription('This field is required'));
    expect(api.sent).toEqual([]);

    await userEvent.type(nameAr, 'إدارة');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name in English' }), 'Admin');
    const slug = within(form).getByRole('textbox', { name: 'Link name' });
    await userEvent.type(slug, 'admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the category' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        expect.stringContaining('This link name is reserved, choose another'),
      ),
    );
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/admin/categories',
        body: { name_ar: 'إدارة', name_en: 'Admin', slug: 'admin' },
      },
    ]);
    expect(slug).toHaveValue('admin');
    expect(nameAr).toHaveValue('إدارة');
  });

  it('edits inline, sending only what changed, and hides a category', async () => {
    const api = categoriesServer();
    await renderAdmin('/en/admin/categories', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Plates' }));
    const form = screen.getByRole('form', { name: 'Edit “Plates”' });
    const nameEn = within(form).getByRole('textbox', { name: 'Name in English' });
    expect(within(form).getByRole('textbox', { name: 'Link name' })).toHaveValue('plates');
    await userEvent.clear(nameEn);
    await userEvent.type(nameEn, 'Dishes');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowNames()).toEqual(['Cups', 'Dishes', 'Vases']));
    expect(await screen.findByText('The category “Dishes” was saved')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit: Dishes' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Hide: Cups' }));
    expect(await screen.findByRole('button', { name: 'Show: Cups' })).toBeVisible();
    expect(await screen.findByText('“Cups” is now hidden from the shop')).toBeVisible();
    expect(api.sent).toEqual([
      { method: 'PATCH', path: '/admin/categories/2', body: { name_en: 'Dishes' } },
      { method: 'PATCH', path: '/admin/categories/1', body: { hidden: true } },
    ]);
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/admin/categories'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({ status_code: 200, data: [category(1, 1, 'أكواب', 'Cups')] });
      }),
    );
    await renderAdmin('/en/admin/categories', staffer);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toEqual(['Cups']));
  });
});
