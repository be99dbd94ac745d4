// /admin/audit (owner only): the filters live in the address and become the API query (days as
// Cairo days), each row says when, who, what, on which record (linked when it has a page) and
// what changed, and pages keep the filters.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEntryDto, StaffMemberDto } from '../../../src/shared/wire/staff';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin } from '../../support/renderAdmin';

// React 19 builds `new FormData(form, submitter)` for a submit that starts a transition (the
// router's navigation does); jest-fixed-jsdom's FormData is Node's, which refuses a jsdom form.
// The filter form is read through React state, so an empty FormData is enough.
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

const people: StaffMemberDto[] = [
  {
    id: 1,
    first_name: 'Mona',
    family_name: 'Adel',
    phone_number: '01011111111',
    email: 'mona@example.com',
    role: 'owner',
    created_at: '2026-01-01T08:00:00.000Z',
    last_seen_at: null,
    invite_pending: false,
  },
  {
    id: 2,
    first_name: 'Karim',
    family_name: 'Samir',
    phone_number: '01022222222',
    email: 'karim@example.com',
    role: 'staff',
    created_at: '2026-01-02T08:00:00.000Z',
    last_seen_at: null,
    invite_pending: false,
  },
];

const entries: AuditEntryDto[] = [
  {
    id: 30,
    actor: { id: 2, name: 'Karim Samir', phone_number: '01012345678' },
    actor_role: 'staff',
    action: 'update',
    entity: 'product',
    entity_id: '12',
    changes: {
      price_after_discount: ['100.00', '90.00'],
      name_en: ['Cup', 'Tea cup'],
      quantity: [4, 10],
      status: ['inactive', 'active'],
    },
    created_at: '2026-11-25T10:30:00.000Z',
  },
  {
    id: 29,
    actor: null,
    actor_role: 'owner',
    action: 'reorder',
    entity: 'category',
    entity_id: '3',
    changes: { sort: [3, 1] },
    created_at: '2026-11-24T22:15:00.000Z',
  },
];

function auditServer(answer: Partial<{ data: AuditEntryDto[]; last_page: number }> = {}) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(apiUrl('/admin/staff'), () => HttpResponse.json({ status_code: 200, data: people })),
    http.get(apiUrl('/admin/audit'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const data = answer.data ?? entries;
      return HttpResponse.json({
        status_code: 200,
        data,
        current_page: Number(query.page ?? 1),
        last_page: answer.last_page ?? 3,
        per_page: 50,
        total: data.length === 0 ? 0 : 120,
      });
    }),
  );
  return { queries };
}

describe('/admin/audit', () => {
  it('reads its filters from the address and asks for Cairo days, the page and its size', async () => {
    const api = auditServer();
    await renderAdmin(
      '/en/admin/audit?actor_id=2&entity=product&from=2026-11-01&to=2026-11-25&page=2',
      owner,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    await screen.findByRole('region', { name: 'Changes' });
    expect(api.queries).toEqual([
      {
        actor_id: '2',
        entity: 'product',
        from: '2026-11-01T00:00:00+02:00',
        to: '2026-11-25T23:59:59.999+02:00',
        page: '2',
        per_page: '50',
      },
    ]);
    const filters = screen.getByRole('form', { name: 'Filter the changes' });
    await waitFor(() =>
      expect(within(filters).getByRole('combobox', { name: 'Person' })).toHaveValue('2'),
    );
    expect(within(filters).getByRole('combobox', { name: 'Kind of record' })).toHaveValue(
      'product',
    );
    expect(within(filters).getByLabelText('From day')).toHaveValue('2026-11-01');
    expect(within(filters).getByLabelText('To day')).toHaveValue('2026-11-25');
    expect(screen.getByText('120 changes · page 2 of 3')).toBeVisible();

    // Pages keep the filters.
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/admin/audit?actor_id=2&entity=product&from=2026-11-01&to=2026-11-25&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/admin/audit?actor_id=2&entity=product&from=2026-11-01&to=2026-11-25',
    );
  });

  it('applies new filters through the address, back to page 1', async () => {
    const api = auditServer();
    const { router } = await renderAdmin('/en/admin/audit?page=3', owner);
    const filters = await screen.findByRole('form', { name: 'Filter the changes' });
    await screen.findByRole('option', { name: 'Mona Adel' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Person' }), '1');
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Kind of record' }),
      'category',
    );
    await userEvent.type(within(filters).getByLabelText('From day'), '2026-07-01');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?actor_id=1&entity=category&from=2026-07-01'),
    );
    await waitFor(() => expect(api.queries).toHaveLength(2));
    // July: Cairo is on summer time.
    expect(api.queries[1]).toEqual({
      actor_id: '1',
      entity: 'category',
      from: '2026-07-01T00:00:00+03:00',
      page: '1',
      per_page: '50',
    });

    await userEvent.click(screen.getByRole('link', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The form starts again from the new address.
    const cleared = screen.getByRole('form', { name: 'Filter the changes' });
    expect(within(cleared).getByRole('combobox', { name: 'Person' })).toHaveValue('');
    expect(within(cleared).getByLabelText('From day')).toHaveValue('');
  });

  it('shows when, who, what, which record and what changed, in Arabic', async () => {
    auditServer();
    await renderAdmin('/admin/audit', owner);
    const region = await screen.findByRole('region', { name: 'التغييرات' });
    const [, first, second] = within(region).getAllByRole('row') as HTMLElement[];
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('2026-11-25 12:30');
    expect(cells[1]).toHaveTextContent('Karim Samir (فريق العمل)');
    expect(cells[2]).toHaveTextContent('تعديل');
    expect(within(cells[3] as HTMLElement).getByRole('link', { name: 'منتج #12' })).toHaveAttribute(
      'href',
      '/admin/products/12',
    );
    const details = (cells[4] as HTMLElement).querySelector('details') as HTMLDetailsElement;
    const summary = within(details).getByText(/السعر بعد الخصم/, { selector: 'summary' });
    expect(summary).toHaveTextContent('السعر بعد الخصم، الاسم الإنجليزي، الكمية و1 غيرها');
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    const price = within(details).getByText('السعر بعد الخصم', { selector: 'dt' });
    expect(price.nextElementSibling).toHaveTextContent('100.00←أصبح90.00');
    expect(within(details).getByText('الحالة', { selector: 'dt' })).toBeVisible();

    const other = within(second as HTMLElement).getAllByRole('cell');
    expect(other[1]).toHaveTextContent('حساب محذوف (مالك)');
    expect(other[2]).toHaveTextContent('إعادة ترتيب');
    // A category has no page of its own: no link.
    expect(within(other[3] as HTMLElement).queryByRole('link')).toBeNull();
    expect(other[3]).toHaveTextContent('قسم #3');
  });

  it('names a removed account by the name and phone it had, marked as removed', async () => {
    auditServer({
      data: [
        {
          id: 41,
          actor: { id: null, name: 'Karim Samir', phone_number: '01022222222' },
          actor_role: 'customer',
          action: 'delete',
          entity: 'account',
          entity_id: '2',
          changes: { role: ['customer', null] },
          created_at: '2026-11-26T09:00:00.000Z',
        },
        {
          id: 40,
          actor: { id: null, name: 'Karim Samir', phone_number: '01022222222' },
          actor_role: 'staff',
          action: 'export',
          entity: 'orders',
          entity_id: null,
          changes: { from: [null, '2026-11-01'], to: [null, null], rows: [null, 12] },
          created_at: '2026-11-25T09:00:00.000Z',
        },
        { ...entries[1]!, id: 39 },
      ],
      last_page: 1,
    });
    await renderAdmin('/en/admin/audit', owner);
    const region = await screen.findByRole('region', { name: 'Changes' });
    const [, deletion, exported, gone] = within(region).getAllByRole('row') as HTMLElement[];
    const who = within(deletion as HTMLElement).getAllByRole('cell');
    expect(who[1]).toHaveTextContent('Karim Samir (customer)(account removed) 01022222222');
    expect(within(who[1] as HTMLElement).getByText('01022222222')).toHaveAttribute('dir', 'ltr');
    expect(who[2]).toHaveTextContent('Deleted');
    expect(who[3]).toHaveTextContent('Account #2');
    const cells = within(exported as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Karim Samir (staff)(account removed)');
    expect(cells[2]).toHaveTextContent('Exported a file');
    expect(cells[3]).toHaveTextContent('Orders file');
    expect(cells[4]).toHaveTextContent(/From day.*To day.*Orders in the file/);
    // Only a change whose actor was never kept says "a deleted account", without a name.
    const old = within(gone as HTMLElement).getAllByRole('cell');
    expect(old[1]).toHaveTextContent('A deleted account (owner)');
    expect(old[1]).not.toHaveTextContent('account removed');
  });

  it('says when nothing matches, and retries a failed load', async () => {
    auditServer({ data: [], last_page: 1 });
    await renderAdmin('/en/admin/audit?entity=order', owner);
    expect(await screen.findByText('No changes match these filters.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    let calls = 0;
    server.use(
      http.get(apiUrl('/admin/audit'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json({
              status_code: 200,
              data: entries,
              current_page: 1,
              last_page: 1,
              per_page: 50,
              total: 2,
            });
      }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Clear the filters' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Product #12' })).toHaveAttribute(
      'href',
      '/en/admin/products/12',
    );
  });
});
