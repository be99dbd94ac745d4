// /admin/pages (owner only): the index of every page with its editor and its storefront page; the
// policy editor (titles and both texts, saved whole, the server's field errors on their fields,
// an unknown slug the not-found panel); the about editor (both texts and the factory pictures:
// moved, removed, uploaded and saved in order).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminAboutDto, AdminPolicyDto } from '../../../src/shared/wire/adminPages';
import { apiUrl, server } from '../../support/msw';
import { owner, renderAdmin, staffer } from '../../support/renderAdmin';

// The first screen of a run loads its lazy chunk through Babel: slow on a shared machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 8_000 });

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const rect = { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0 };
  const box = { ...rect, toJSON: () => rect } as DOMRect;
  const rects = () => Object.assign([box], { item: () => box }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => box;
  Object.defineProperty(Text.prototype, 'getClientRects', { value: rects, configurable: true });
  document.elementFromPoint = () => null;
});

const policy = (slug: AdminPolicyDto['slug'], more: Partial<AdminPolicyDto> = {}) => ({
  slug,
  title: '',
  title_en: '',
  content: '',
  content_en: '',
  ...more,
});

const SHIPPING = policy('shipping-policy', {
  title: 'سياسة الشحن',
  title_en: 'Shipping policy',
  content: '<p dir="rtl">نشحن إلى كل المحافظات.</p>',
  content_en: '<p dir="ltr">We ship everywhere.</p>',
});

type Sent = { method: string; path: string; body: unknown };

function pagesServer(about?: AdminAboutDto) {
  const sent: Sent[] = [];
  let policies = [
    SHIPPING,
    policy('terms-conditions'),
    policy('privacy-policy'),
    policy('exchanges-and-returns'),
  ];
  server.use(
    http.get(apiUrl('/admin/policies'), () =>
      HttpResponse.json({ status_code: 200, data: policies }),
    ),
    http.put(apiUrl('/admin/policies/:slug'), async ({ request, params }) => {
      const body = (await request.json()) as Omit<AdminPolicyDto, 'slug'>;
      sent.push({ method: 'PUT', path: `/admin/policies/${String(params.slug)}`, body });
      if (body.title_en === 'Refused') {
        return HttpResponse.json(
          {
            message: 'Some fields are not valid, please check them',
            errors: { title_en: ['Taken'], content: ['This text is too long: at most 100 KB'] },
          },
          { status: 422 },
        );
      }
      const saved = { ...body, slug: String(params.slug) } as AdminPolicyDto;
      policies = policies.map((each) => (each.slug === saved.slug ? saved : each));
      return HttpResponse.json({ status_code: 200, data: saved });
    }),
    ...(about
      ? [
          http.get(apiUrl('/admin/about'), () =>
            HttpResponse.json({ status_code: 200, data: about }),
          ),
          http.put(apiUrl('/admin/about'), async ({ request }) => {
            const body = (await request.json()) as AdminAboutDto;
            sent.push({ method: 'PUT', path: '/admin/about', body });
            return HttpResponse.json({ status_code: 200, data: body });
          }),
          http.post(apiUrl('/admin/media/banners'), () =>
            HttpResponse.json(
              {
                status_code: 201,
                data: { url: '/media/banners/u-new-640.webp', width: 80, height: 50 },
              },
              { status: 201 },
            ),
          ),
        ]
      : []),
  );
  return { sent };
}

describe('the pages index', () => {
  it('lists every page with its editor and its storefront page in the back office’s language', async () => {
    await renderAdmin('/en/admin/pages', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    const texts = screen.getByRole('region', { name: 'Page texts' });
    const editors = within(texts)
      .getAllByRole('link')
      .filter((link) => !link.hasAttribute('target'));
    expect(editors.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/en/admin/pages/about'],
      ['Shipping policy', '/en/admin/pages/policies/shipping-policy'],
      ['Terms and conditions', '/en/admin/pages/policies/terms-conditions'],
      ['Exchanges and returns', '/en/admin/pages/policies/exchanges-and-returns'],
      ['Privacy policy', '/en/admin/pages/policies/privacy-policy'],
    ]);
    const view = within(texts).getByRole('link', {
      name: 'View in the shop: About us (opens in a new tab)',
    });
    expect(view).toHaveAttribute('href', '/en/about');
    expect(view).toHaveAttribute('target', '_blank');
    const lists = screen.getByRole('region', { name: 'Lists' });
    expect(
      ['Frequently asked questions', 'Team', 'Catalogs', 'Videos'].map((name) =>
        within(lists).getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual([
      '/en/admin/pages/faq',
      '/en/admin/pages/team',
      '/en/admin/pages/catalogs',
      '/en/admin/pages/videos',
    ]);
    expect(within(lists).getByRole('link', { name: /^View in the shop: Team/ })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });

  it('links the Arabic storefront pages from the Arabic back office', async () => {
    await renderAdmin('/admin/pages', owner);
    const link = await screen.findByRole('link', { name: /^عرض في المتجر: سياسة الشحن/ });
    expect(link).toHaveAttribute('href', '/shipping-policy');
    expect(screen.getByRole('link', { name: 'سياسة الشحن' })).toHaveAttribute(
      'href',
      '/admin/pages/policies/shipping-policy',
    );
  });

  it('is the owner’s: a staff member is told so', async () => {
    await renderAdmin('/en/admin/pages/policies/shipping-policy', staffer);
    expect(await screen.findByRole('heading', { name: 'Owners only' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('a policy page', () => {
  it('edits the titles and both texts and saves the page whole', async () => {
    const api = pagesServer();
    await renderAdmin('/en/admin/pages/policies/shipping-policy', owner);
    const form = await screen.findByRole('form', { name: 'Shipping policy' });
    expect(within(form).getByRole('textbox', { name: 'Title (Arabic)' })).toHaveValue(
      'سياسة الشحن',
    );
    const arabic = within(form).getByRole('textbox', { name: 'Text (Arabic)' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveTextContent('نشحن إلى كل المحافظات.');
    const english = within(form).getByRole('textbox', { name: 'Text (English)' });
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: /^View in the shop/ })).toHaveAttribute(
      'href',
      '/en/shipping-policy',
    );

    const title = within(form).getByRole('textbox', { name: 'Title (English)' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Shipping and delivery');
    await userEvent.click(english);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(
      within(within(form).getByRole('toolbar', { name: 'Formatting: Text (English)' })).getByRole(
        'button',
        { name: 'Bold' },
      ),
    );
    expect(within(form).getByText('Changes not saved yet')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: '/admin/policies/shipping-policy',
          body: {
            title: 'سياسة الشحن',
            title_en: 'Shipping and delivery',
            content: SHIPPING.content,
            content_en: '<p dir="ltr"><strong>We ship everywhere.</strong></p>',
          },
        },
      ]),
    );
    expect(
      await within(form).findByText('Saved: the shop shows the new version now.'),
    ).toBeVisible();
  });

  it('refuses an empty title before sending, and puts the server’s field errors on their fields', async () => {
    const api = pagesServer();
    await renderAdmin('/en/admin/pages/policies/shipping-policy', owner);
    const form = await screen.findByRole('form', { name: 'Shipping policy' });
    const title = within(form).getByRole('textbox', { name: 'Title (English)' });
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeVisible();
    // The focus goes to the first wrong field once the errors have been shown.
    await waitFor(() => expect(title).toHaveFocus());
    expect(api.sent).toEqual([]);

    await userEvent.type(title, 'Refused');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Taken')).toBeVisible();
    const arabic = within(form).getByRole('textbox', { name: 'Text (Arabic)' });
    expect(arabic).toHaveAttribute('aria-invalid', 'true');
    expect(arabic).toHaveAccessibleDescription(/at most 100 KB/);
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('answers an address naming no policy page with the not-found panel, asking nothing', async () => {
    await renderAdmin('/en/admin/pages/policies/returns', owner);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('says when the pages could not be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/admin/policies'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Down' }, { status: 500 })
          : HttpResponse.json({ status_code: 200, data: [SHIPPING] });
      }),
    );
    await renderAdmin('/en/admin/pages/policies/shipping-policy', owner);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Shipping policy' })).toBeVisible();
  });
});

describe('the about page', () => {
  const ONE = '/media/factory/factory-01-640.webp';
  const TWO = '/media/factory/factory-02-640.webp';

  it('moves, removes and adds factory pictures and saves them in order with both texts', async () => {
    const api = pagesServer({
      content: '<p>من نحن</p>',
      content_en: '<p>About</p>',
      images: [ONE, TWO],
    });
    await renderAdmin('/admin/pages/about', owner);
    const form = await screen.findByRole('form', { name: 'من نحن' });
    const pictures = within(form).getByRole('group', { name: 'صور المصنع' });
    expect(
      within(pictures)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/media/factory/factory-01-320.webp', '/media/factory/factory-02-320.webp']);
    expect(within(pictures).getByRole('button', { name: 'تقديم: صورة المصنع 1' })).toBeDisabled();
    const later = within(pictures).getByRole('button', { name: 'تأخير: صورة المصنع 1' });
    await userEvent.click(later);
    expect(within(pictures).getByText('أصبحت الصورة رقم 2')).toHaveAttribute('role', 'status');
    expect(within(pictures).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      '/media/factory/factory-02-320.webp',
    );
    // The focus stays on the moved picture's button (now disabled at the end: its neighbour).
    expect(within(pictures).getByRole('button', { name: 'تقديم: صورة المصنع 2' })).toHaveFocus();

    await userEvent.upload(
      within(pictures).getByLabelText('رفع صورة: إضافة صورة'),
      new File([new Uint8Array([1, 2, 3])], 'f.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(within(pictures).getAllByRole('img')).toHaveLength(3));
    await userEvent.click(within(pictures).getByRole('button', { name: 'إزالة: صورة المصنع 1' }));
    expect(within(pictures).getByText('2 من 40 صورة، تظهر في الصفحة بهذا الترتيب.')).toBeVisible();

    const english = within(form).getByRole('textbox', { name: 'النص (بالإنجليزية)' });
    await userEvent.click(english);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(
      within(within(form).getByRole('toolbar', { name: 'التنسيق: النص (بالإنجليزية)' })).getByRole(
        'button',
        { name: 'مائل' },
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(api.sent).toEqual([
        {
          method: 'PUT',
          path: '/admin/about',
          body: {
            content: '<p>من نحن</p>',
            content_en: '<p dir="ltr"><em>About</em></p>',
            images: [ONE, '/media/banners/u-new-640.webp'],
          },
        },
      ]),
    );
  });
});
