// /admin/pages/{faq,team,catalogs,videos}, one generic screen: entries in order, moves (order sent,
// announced, focus kept), inline edits (only changes sent), delete after a question, adding with the
// rule table's checks first and the server's 422 on its field; the video link checked as typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type {
  AdminCatalogDto,
  AdminFaqEntryDto,
  AdminVideoDto,
} from '../../src/shared/wire/adminContentLists';
import { englishOf, listServer, type Entry } from '../support/contentLists';
import { apiUrl, server } from '../support/msw';
import { owner, renderAdmin, staffer } from '../support/renderAdmin';

const QUESTIONS = (
  [
    ['Shipping?', 'الشحن؟'],
    ['Returns?', 'الاسترجاع؟'],
    ['Payment?', 'الدفع؟'],
  ] as const
).map(([en, ar], index): AdminFaqEntryDto => {
  const id = index + 1;
  return { id, sort: id, title_ar: ar, title_en: en, description_ar: ar, description_en: en };
});
const faqServer = () => listServer('faq', QUESTIONS, (body) => body as unknown as AdminFaqEntryDto);

describe('/admin/pages/faq', () => {
  it('lists the questions in order, in Arabic by default; the ends cannot move further', async () => {
    faqServer();
    await renderAdmin('/admin/pages/faq', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
    await waitFor(() =>
      expect(englishOf('الأسئلة بترتيب المتجر')).toEqual(['Shipping?', 'Returns?', 'Payment?']),
    );
    expect(screen.getByRole('link', { name: 'كل الصفحات' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
    expect(screen.getByRole('button', { name: 'تحريك لأعلى: الشحن؟' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تحريك لأسفل: الدفع؟' })).toBeDisabled();
  });

  it('moves a question by keyboard: the whole order is sent, announced, and the focus stays', async () => {
    const api = faqServer();
    await renderAdmin('/en/admin/pages/faq', owner);
    const up = await screen.findByRole('button', { name: 'Move up: Payment?' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    const label = 'Questions in the order the shop shows them';
    await waitFor(() => expect(englishOf(label)).toEqual(['Shipping?', 'Payment?', 'Returns?']));
    expect(screen.getByRole('status')).toHaveTextContent('“Payment?” moved to place 2 of 3');
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PUT', path: '/admin/faq/order', body: { ids: [1, 3, 2] } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: label })).not.toHaveAttribute('aria-busy'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up: Payment?' })).toHaveFocus(),
    );
    // Up again: now first, so the focus goes to its Move down button.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(englishOf(label)).toEqual(['Payment?', 'Shipping?', 'Returns?']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down: Payment?' })).toHaveFocus(),
    );
  });

  it('puts the list back and says why when a move is refused', async () => {
    faqServer();
    server.use(
      http.put(apiUrl('/admin/faq/order'), () =>
        HttpResponse.json(
          { message: 'Invalid data', errors: { ids: ['The list changed meanwhile'] } },
          { status: 422 },
        ),
      ),
    );
    await renderAdmin('/en/admin/pages/faq', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Move down: Shipping?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid data');
    await waitFor(() =>
      expect(englishOf(/order the shop/)).toEqual(['Shipping?', 'Returns?', 'Payment?']),
    );
  });

  it('adds a question: checked before sending, trimmed, appended, focus back on the add button', async () => {
    const api = faqServer();
    await renderAdmin('/admin/pages/faq', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'سؤال جديد' }));
    const form = screen.getByRole('form', { name: 'سؤال جديد' });
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة' }));
    const questionAr = within(form).getByRole('textbox', { name: 'السؤال بالعربية' });
    await waitFor(() => expect(questionAr).toHaveAccessibleDescription('هذا الحقل مطلوب'));
    expect(api.sent).toEqual([]);
    expect(questionAr).toHaveAttribute('dir', 'rtl');
    expect(within(form).getByRole('textbox', { name: 'السؤال بالإنجليزية' })).toHaveAttribute(
      'dir',
      'ltr',
    );

    await userEvent.type(questionAr, 'التغليف؟ ');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'السؤال بالإنجليزية' }),
      'Packing?',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'الجواب بالعربية' }), 'بعناية');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'الجواب بالإنجليزية' }),
      'With care',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة' }));
    await waitFor(() =>
      expect(englishOf(/بترتيب المتجر/)).toEqual(['Shipping?', 'Returns?', 'Payment?', 'Packing?']),
    );
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/admin/faq',
        body: {
          title_ar: 'التغليف؟',
          title_en: 'Packing?',
          description_ar: 'بعناية',
          description_en: 'With care',
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'سؤال جديد' })).toBeNull();
    expect(screen.getByRole('button', { name: 'سؤال جديد' })).toHaveFocus();
  });

  it('edits inline, sending only what changed; the focus goes back to Edit', async () => {
    const api = faqServer();
    await renderAdmin('/en/admin/pages/faq', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Returns?' }));
    const form = screen.getByRole('form', { name: 'Edit “Returns?”' });
    const field = within(form).getByRole('textbox', { name: 'Question in English' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Refunds?');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        { method: 'PATCH', path: '/admin/faq/2', body: { title_en: 'Refunds?' } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit: Refunds?' })).toHaveFocus(),
    );
  });

  it('deletes only after the question is confirmed', async () => {
    const api = faqServer();
    await renderAdmin('/en/admin/pages/faq', owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Returns?' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Returns?”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Returns?' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(englishOf(/order the shop/)).toEqual(['Shipping?', 'Payment?']));
    expect(api.sent).toEqual([{ method: 'DELETE', path: '/admin/faq/2', body: undefined }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New question' })).toHaveFocus());
  });

  it('is the owner’s: a staff member is told so and nothing is loaded', async () => {
    await renderAdmin('/en/admin/pages/faq', staffer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Owners only' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New question' })).toBeNull();
  });
});

describe('/admin/pages/videos', () => {
  const video = (
    id: number,
    title: string,
    link: string,
    videoId: string | null,
  ): AdminVideoDto => ({
    id,
    sort: id,
    title_ar: `فيديو ${title}`,
    title_en: title,
    link,
    video_id: videoId,
  });

  it('checks the link as it is typed, refuses one without a video id, and shows the server’s 422', async () => {
    const api = listServer(
      'videos',
      [video(1, 'Old', 'https://example.com/v', null)],
      (body) => body as unknown as AdminVideoDto,
    );
    await renderAdmin('/en/admin/pages/videos', owner);
    expect(await screen.findByText('No video id: the shop shows only its title')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New video' }));
    const form = screen.getByRole('form', { name: 'New video' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Title in Arabic' }),
      'نفخ الزجاج',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Title in English' }),
      'Glass blowing',
    );
    const link = within(form).getByRole('textbox', { name: 'Video link' });
    expect(within(form).getByRole('status')).toHaveTextContent('Paste the link to check it.');
    await userEvent.type(link, 'https://example.com/watch?v=abcdefghijk');
    expect(within(form).getByRole('status')).toHaveTextContent('No video id in this link');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(/No video id in this link/));
    expect(api.sent).toEqual([]);

    await userEvent.clear(link);
    await userEvent.type(link, 'https://youtu.be/abcdefghijk');
    expect(within(form).getByRole('status')).toHaveTextContent('Video id found: abcdefghijk');
    server.use(
      http.post(apiUrl('/admin/videos'), () =>
        HttpResponse.json(
          { message: 'Invalid data', errors: { title_en: ['At most 200 characters'] } },
          { status: 422 },
        ),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    const title = within(form).getByRole('textbox', { name: 'Title in English' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('At most 200 characters'));
    expect(title).toHaveValue('Glass blowing');
  });
});

describe('/admin/pages/catalogs and /admin/pages/team', () => {
  it('a catalog needs its Arabic cover before it is sent', async () => {
    const catalog: AdminCatalogDto = {
      id: 1,
      sort: 1,
      title_ar: 'زجاج',
      title_en: 'Glass',
      image_ar: '/media/banners/u-a-640.webp',
      image_en: null,
    };
    const api = listServer('catalogs', [catalog], (body) => body as unknown as AdminCatalogDto);
    await renderAdmin('/en/admin/pages/catalogs', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogs' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New catalog' }));
    const form = screen.getByRole('form', { name: 'New catalog' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title in Arabic' }), 'فوانيس');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Title in English' }),
      'Lanterns',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('This field is required')).toBeVisible();
    expect(api.sent).toEqual([]);
  });

  it('a team phone takes digits, spaces and +; anything else is refused before sending', async () => {
    const api = listServer('team-members', [], (body) => body as unknown as Entry);
    await renderAdmin('/admin/pages/team', owner);
    expect(await screen.findByText('لا يوجد أعضاء في الفريق بعد.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'عضو جديد' }));
    const form = screen.getByRole('form', { name: 'عضو جديد في الفريق' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'الاسم بالعربية' }), 'منى');
    await userEvent.type(within(form).getByRole('textbox', { name: 'الاسم بالإنجليزية' }), 'Mona');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'المسمى الوظيفي بالعربية' }),
      'المبيعات',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'المسمى الوظيفي بالإنجليزية' }),
      'Sales',
    );
    const phone = within(form).getByRole('textbox', { name: 'الهاتف (اختياري)' });
    await userEvent.type(phone, '0100-abc');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/أرقام ومسافات فقط/));
    expect(api.sent).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+20 100 198 6198');
    await userEvent.click(within(form).getByRole('button', { name: 'إضافة' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({
      name_ar: 'منى',
      name_en: 'Mona',
      job_title_ar: 'المبيعات',
      job_title_en: 'Sales',
      phone: '+20 100 198 6198',
      photo: null,
    });
  });
});
