// /admin/staff (owner only): the list and each member's state, adding a member (the invite link
// shown once, copied, or sent by chat to the member's number), role changes (a demotion asks
// first), removal (asks first), and the shop's last owner kept by the server's 409.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StaffMemberDto } from '../../../src/shared/wire/staff';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin } from '../../support/renderAdmin';

const member = (more: Partial<StaffMemberDto>): StaffMemberDto => ({
  id: 1,
  first_name: 'Mona',
  family_name: 'Adel',
  phone_number: '01011111111',
  email: 'mona@example.com',
  role: 'owner',
  created_at: '2026-01-01T08:00:00.000Z',
  last_seen_at: '2026-11-25T12:05:00.000Z',
  invite_pending: false,
  ...more,
});

const mona = member({});
const karim = member({
  id: 2,
  first_name: 'Karim',
  family_name: 'Samir',
  phone_number: '01022222222',
  email: 'staff-01022222222@zujaj.invalid',
  role: 'staff',
  last_seen_at: null,
  invite_pending: true,
});

type Sent = { method: string; path: string; body?: unknown };

function staffServer(list: StaffMemberDto[] = [mona, karim]) {
  const sent: Sent[] = [];
  let members = list;
  server.use(
    http.get(apiUrl('/admin/staff'), () => HttpResponse.json({ status_code: 200, data: members })),
    http.patch(apiUrl('/admin/staff/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { role: 'staff' | 'owner' };
      sent.push({ method: 'PATCH', path: `/admin/staff/${String(params.id)}`, body });
      members = members.map((each) =>
        each.id === Number(params.id) ? { ...each, role: body.role } : each,
      );
      const data = members.find((each) => each.id === Number(params.id));
      return HttpResponse.json({ status_code: 200, message: 'The role was changed', data });
    }),
    http.delete(apiUrl('/admin/staff/:id'), ({ params }) => {
      sent.push({ method: 'DELETE', path: `/admin/staff/${String(params.id)}` });
      members = members.filter((each) => each.id !== Number(params.id));
      return HttpResponse.json({ status_code: 200, message: 'The staff member was removed' });
    }),
  );
  return { sent };
}

const LAST_OWNER = 'The shop must keep at least one owner: make another member owner first';

/** An alert on the page saying `text` (a success toast may be another alert at the same time). */
const expectAlert = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining(text),
    ),
  );

const table = () => screen.getByRole('region', { name: /Staff members|أعضاء فريق العمل/ });
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr') as HTMLElement;

describe('/admin/staff', () => {
  it("lists each member's name, phone, e-mail, role and state", async () => {
    staffServer();
    await renderAdmin('/en/admin/staff', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await screen.findByRole('rowheader', { name: 'Mona Adel (you)' });
    const monaRow = rowOf('Mona');
    expect(within(monaRow).getByText('01011111111').tagName).toBe('BDI');
    expect(within(monaRow).getByText('mona@example.com')).toBeVisible();
    expect(within(monaRow).getByRole('combobox', { name: 'Role Mona Adel (you)' })).toHaveValue(
      'owner',
    );
    // Cairo is two hours ahead of UTC in November.
    expect(within(monaRow).getByText('Active, last seen 2026-11-25 14:05')).toBeVisible();
    const karimRow = rowOf('Karim');
    expect(within(karimRow).getByText('No e-mail')).toBeInTheDocument();
    expect(within(karimRow).queryByText(/zujaj\.invalid/)).toBeNull();
    expect(within(karimRow).getByText('Invited: password not chosen yet')).toBeVisible();
    expect(within(karimRow).getByRole('combobox', { name: 'Role Karim Samir' })).toHaveValue(
      'staff',
    );
  });

  it('adds a member and shows the one-time link once: copy it, or send it by WhatsApp to their number', async () => {
    staffServer();
    const added: unknown[] = [];
    const inviteUrl = 'http://localhost:3000/admin/set-password?token=abc_DEF-123';
    server.use(
      http.post(apiUrl('/admin/staff'), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json(
          {
            status_code: 201,
            message: 'أُضيف عضو الفريق',
            data: member({
              id: 7,
              first_name: 'سارة',
              family_name: 'حسن',
              phone_number: '01234567890',
              email: 'sara@example.com',
              role: 'staff',
              last_seen_at: null,
              invite_pending: true,
            }),
            invite_url: inviteUrl,
          },
          { status: 201 },
        );
      }),
    );
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAdmin('/admin/staff', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة عضو' }));
    const form = screen.getByRole('form', { name: 'إضافة عضو إلى الفريق' });
    const phone = within(form).getByRole('textbox', { name: 'رقم الهاتف' });
    expect(phone).toHaveAttribute('name', 'phone_number');
    await userEvent.type(phone, '01234567890');
    await userEvent.type(within(form).getByRole('textbox', { name: 'الاسم الأول' }), 'سارة');
    await userEvent.type(within(form).getByRole('textbox', { name: 'اسم العائلة' }), 'حسن');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'البريد الإلكتروني' }),
      'sara@example.com',
    );
    expect(within(form).getByRole('combobox', { name: 'الدور' })).toHaveValue('staff');
    await userEvent.click(within(form).getByRole('button', { name: 'أضف العضو' }));

    const invite = await screen.findByRole('region', { name: 'رابط كلمة المرور لـسارة حسن' });
    expect(added).toEqual([
      {
        phone_number: '01234567890',
        first_name: 'سارة',
        family_name: 'حسن',
        email: 'sara@example.com',
        role: 'staff',
      },
    ]);
    expect(invite).toHaveFocus();
    expect(within(invite).getByRole('textbox', { name: 'رابط كلمة المرور' })).toHaveValue(
      inviteUrl,
    );
    expect(invite).toHaveTextContent('يعمل مرة واحدة خلال 72 ساعة');
    expect(invite).toHaveTextContent('sara@example.com');

    await userEvent.click(within(invite).getByRole('button', { name: 'نسخ الرابط' }));
    expect(writeText).toHaveBeenCalledWith(inviteUrl);
    expect(within(invite).getByRole('status')).toHaveTextContent('نُسخ الرابط.');

    const whatsapp = within(invite).getByRole('link', { name: /إرسال عبر واتساب/ });
    const text =
      'مرحبًا سارة حسن، تمت إضافتك إلى لوحة إدارة متجر زجاج. اختر كلمة المرور من هذا الرابط ' +
      `(يعمل مرة واحدة خلال 72 ساعة): ${inviteUrl}`;
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/201234567890?text=${encodeURIComponent(text)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('أُضيف عضو الفريق')).toBeVisible();

    // Closed, the link is gone for good: nothing on the page holds it any more.
    await userEvent.click(within(invite).getByRole('button', { name: 'تم' }));
    expect(screen.queryByRole('region', { name: /رابط كلمة المرور/ })).toBeNull();
    expect(document.body.innerHTML).not.toContain('abc_DEF-123');
    expect(screen.getByRole('button', { name: 'إضافة عضو' })).toHaveFocus();
  });

  it("puts the server's 422 on the phone field and keeps what was typed", async () => {
    staffServer();
    server.use(
      http.post(apiUrl('/admin/staff'), () =>
        HttpResponse.json(
          {
            message: 'Invalid data',
            errors: { phone_number: ['This phone number belongs to another staff member'] },
          },
          { status: 422 },
        ),
      ),
    );
    await renderAdmin('/en/admin/staff', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a member' }));
    const form = screen.getByRole('form', { name: 'Add a member' });
    const phone = within(form).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '01022222222');
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Karim');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Family name' }), 'Samir');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'E-mail' }),
      'karim@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add the member' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('This phone number belongs to another staff member'),
      ),
    );
    expect(phone).toHaveValue('01022222222');
    expect(screen.queryByRole('region', { name: /Password link/ })).toBeNull();
  });

  it('promotes at once, asks before demoting, and shows the last-owner 409 keeping the role', async () => {
    const api = staffServer();
    await renderAdmin('/en/admin/staff', owner);
    await screen.findByRole('rowheader', { name: 'Karim Samir' });
    await userEvent.selectOptions(
      within(rowOf('Karim')).getByRole('combobox', { name: 'Role Karim Samir' }),
      'owner',
    );
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PATCH', path: '/admin/staff/2', body: { role: 'owner' } },
      ]),
    );
    expect(await screen.findByText('The role of Karim Samir was changed')).toBeVisible();

    server.use(
      http.patch(apiUrl('/admin/staff/1'), async ({ request }) => {
        api.sent.push({ method: 'PATCH', path: '/admin/staff/1', body: await request.json() });
        return HttpResponse.json({ message: LAST_OWNER }, { status: 409 });
      }),
    );
    const monaRole = within(rowOf('Mona')).getByRole('combobox', { name: /Role Mona Adel/ });
    await userEvent.selectOptions(monaRole, 'staff');
    const dialog = screen.getByRole('dialog', { name: 'Make Mona Adel staff instead of owner?' });
    expect(api.sent).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make staff' }));
    await expectAlert(LAST_OWNER);
    expect(api.sent[1]).toEqual({
      method: 'PATCH',
      path: '/admin/staff/1',
      body: { role: 'staff' },
    });
    expect(monaRole).toHaveValue('owner');
  });

  it('removes a member after asking (their sessions end), and refuses the last owner with its message', async () => {
    const api = staffServer();
    await renderAdmin('/en/admin/staff', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Karim Samir' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Karim Samir from the staff?' });
    expect(dialog).toHaveAccessibleDescription(
      'They are signed out everywhere at once, and their account becomes a customer account.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Karim Samir' })).toBeNull(),
    );
    expect(api.sent).toEqual([{ method: 'DELETE', path: '/admin/staff/2' }]);
    expect(await screen.findByText('Karim Samir was removed from the staff')).toBeVisible();

    server.use(
      http.delete(apiUrl('/admin/staff/1'), () =>
        HttpResponse.json({ message: LAST_OWNER }, { status: 409 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Mona Adel' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await expectAlert(LAST_OWNER);
    expect(screen.getByRole('rowheader', { name: 'Mona Adel (you)' })).toBeVisible();
  });

  it('requires the e-mail before anything is sent', async () => {
    staffServer();
    const added: unknown[] = [];
    server.use(
      http.post(apiUrl('/admin/staff'), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    await renderAdmin('/en/admin/staff', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a member' }));
    const form = screen.getByRole('form', { name: 'Add a member' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    expect(email).toBeRequired();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Phone number' }),
      '01234567890',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Sara');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Family name' }), 'Hassan');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the member' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining('This field is required')),
    );
    expect(added).toEqual([]);
  });

  it('shows an invited account as invited, waiting (in Arabic), its role read-only, and cancels the invitation', async () => {
    const nour = member({
      id: 3,
      first_name: 'نور',
      family_name: 'علي',
      phone_number: '01033333333',
      email: 'nour@example.com',
      role: 'staff',
      last_seen_at: '2026-11-20T10:00:00.000Z',
      invite_pending: true,
      invited: true,
    });
    const api = staffServer([mona, nour]);
    await renderAdmin('/admin/staff', owner);
    await screen.findByRole('rowheader', { name: 'نور علي' });
    const row = rowOf('نور');
    expect(within(row).getByText('مدعوّ، بانتظار قبوله الدعوة')).toBeVisible();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).getByText('فريق العمل')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: 'إلغاء دعوة: نور علي' }));
    const dialog = screen.getByRole('dialog', { name: 'إلغاء دعوة نور علي؟' });
    expect(dialog).toHaveAccessibleDescription(
      'يتوقف الرابط المُرسل إليه عن العمل، ويبقى حسابه حساب عميل.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الدعوة' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'نور علي' })).toBeNull());
    expect(api.sent).toEqual([{ method: 'DELETE', path: '/admin/staff/3' }]);
    expect(await screen.findByText('أُلغيت دعوة نور علي')).toBeVisible();
  });

  it('shows an invited account in English too', async () => {
    staffServer([
      mona,
      member({
        id: 4,
        first_name: 'Nour',
        family_name: 'Ali',
        role: 'owner',
        invited: true,
        invite_pending: true,
      }),
    ]);
    await renderAdmin('/en/admin/staff', owner);
    await screen.findByRole('rowheader', { name: 'Nour Ali' });
    const row = rowOf('Nour');
    expect(within(row).getByText('Invited, waiting for them to accept')).toBeVisible();
    expect(within(row).getByText('Owner')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Cancel the invitation: Nour Ali' }),
    ).toBeVisible();
  });
});
