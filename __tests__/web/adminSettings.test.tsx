// /admin/settings (owner only): the home page's flags (one checkbox each, named after the flag,
// only the switched ones sent), the shop's contact details (field names as the API's, each text in
// its own direction, only changes sent, the server's field errors under their inputs) and the
// social links (https only, each changed link sent on its own), in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminSocialPlatformDto } from '../../src/shared/wire/adminSettings';
import type { SettingsDto } from '../../src/shared/wire/content';
import type { ShopDetailsDto } from '../../src/shared/wire/shopDetails';
import { apiUrl, server } from '../support/msw';
import { owner, renderAdmin } from '../support/renderAdmin';

// The first screen of a run loads its lazy chunk through Babel: slow on a shared machine.
jest.setTimeout(30_000);

const FLAGS: SettingsDto = {
  id: 1,
  is_maintenance_active: false,
  is_latest_product_active: true,
  is_best_seller_active: true,
  is_main_banner_is_active: false,
  is_banners_active: true,
};

const DETAILS: ShopDetailsDto = {
  phones: ['02 2576 1986'],
  customer_service_phone: '19986',
  fax: '',
  address_ar: '١٢ شارع الزجاج، القاهرة',
  address_en: '12 Glass Street, Cairo',
  email: 'hello@zujaj.test',
  chat_number: '201001986198',
  working_hours_ar: '',
  working_hours_en: '',
  map_location: '30.0444,31.2357',
  offers_banner: '/media/banners/offers.webp',
};

const SOCIAL: AdminSocialPlatformDto[] = [
  { id: 1, name: 'facebook', link: 'https://www.facebook.com/zujaj', sort: 1 },
  { id: 2, name: 'instagram', link: 'https://www.instagram.com/zujaj', sort: 2 },
];

type Sent = { method: string; path: string; body: unknown };

/** A small stand-in for the server: the three records, and what each save was sent. */
function settingsServer({ shopError }: { shopError?: Record<string, string[]> } = {}) {
  const sent: Sent[] = [];
  let flags = { ...FLAGS };
  let details = { ...DETAILS };
  let social = SOCIAL.map((each) => ({ ...each }));
  const record = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(apiUrl('/admin/settings'), () => HttpResponse.json({ status_code: 200, data: flags })),
    http.patch(apiUrl('/admin/settings'), async ({ request }) => {
      flags = { ...flags, ...(await record(request)) };
      return HttpResponse.json({ status_code: 200, data: flags });
    }),
    http.get(apiUrl('/admin/shop-details'), () =>
      HttpResponse.json({ status_code: 200, data: details }),
    ),
    http.patch(apiUrl('/admin/shop-details'), async ({ request }) => {
      const body = await record(request);
      if (shopError) {
        return HttpResponse.json(
          { message: 'The data is not valid', errors: shopError },
          { status: 422 },
        );
      }
      details = { ...details, ...body };
      return HttpResponse.json({ status_code: 200, data: details });
    }),
    http.get(apiUrl('/admin/social-platforms'), () =>
      HttpResponse.json({ status_code: 200, data: social }),
    ),
    http.patch(apiUrl('/admin/social-platforms/:id'), async ({ request, params }) => {
      const body = (await record(request)) as { link: string };
      if (body.link.includes('refused')) {
        return HttpResponse.json(
          { message: 'The data is not valid', errors: { link: ['Not that address'] } },
          { status: 422 },
        );
      }
      social = social.map((each) =>
        each.id === Number(params.id) ? { ...each, link: body.link } : each,
      );
      return HttpResponse.json({
        status_code: 200,
        data: social.find((each) => each.id === Number(params.id)),
      });
    }),
  );
  return { sent };
}

const formNamed = (name: string) => screen.getByRole('form', { name });

/** An alert or status on the page saying `text` (a toast may be another one at the same time). */
const expectMessage = (text: string) =>
  waitFor(() =>
    expect(
      [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')].map(
        (node) => node.textContent,
      ),
    ).toContainEqual(expect.stringContaining(text)),
  );

describe('/admin/settings', () => {
  it('in Arabic: one checkbox per flag named after it, and a save sends only the switched flag', async () => {
    const api = settingsServer();
    await renderAdmin('/admin/settings', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
    const form = await waitFor(() => formNamed('الصفحة الرئيسية والصيانة'));
    const boxes = await within(form).findAllByRole('checkbox');
    expect(
      boxes.map((box) => [box.getAttribute('name'), (box as HTMLInputElement).checked]),
    ).toEqual([
      ['is_maintenance_active', false],
      ['is_latest_product_active', true],
      ['is_best_seller_active', true],
      ['is_main_banner_is_active', false],
      ['is_banners_active', true],
    ]);
    const maintenance = within(form).getByRole('checkbox', {
      name: 'وضع الصيانة: يرى المتسوقون شاشة الصيانة بدلًا من المتجر',
    });
    expect(maintenance).toHaveAttribute('name', 'is_maintenance_active');

    await userEvent.click(maintenance);
    await userEvent.click(
      within(form).getByRole('button', { name: 'حفظ إعدادات الصفحة الرئيسية' }),
    );
    await expectMessage('تم حفظ إعدادات الصفحة الرئيسية');
    expect(api.sent).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/settings', body: { is_maintenance_active: true } },
    ]);
    // The saved state says the shop is closed now.
    expect(
      await within(form).findByText('وضع الصيانة مفعّل الآن: المتسوقون لا يرون المتجر.'),
    ).toBeVisible();
    expect(within(form).getByRole('checkbox', { name: /وضع الصيانة/ })).toBeChecked();

    // Saving again without a change sends nothing.
    await userEvent.click(
      within(form).getByRole('button', { name: 'حفظ إعدادات الصفحة الرئيسية' }),
    );
    await expectMessage('لا تغييرات للحفظ');
    expect(api.sent).toHaveLength(1);
  });

  it('in English: the shop details form names its fields as the API, sets each direction and sends only what changed', async () => {
    const api = settingsServer();
    await renderAdmin('/en/admin/settings', owner);
    const form = await waitFor(() => formNamed('Shop details'));
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field('Phone 1')).toHaveValue('02 2576 1986'));
    expect(within(form).getByRole('group', { name: 'Phone numbers (up to 4)' })).toBeVisible();
    expect(['Phone 1', 'Phone 2', 'Phone 3', 'Phone 4'].map((label) => field(label).name)).toEqual([
      'phones.0',
      'phones.1',
      'phones.2',
      'phones.3',
    ]);
    const named: Array<[string, string, string | null]> = [
      ['Customer service number', 'customer_service_phone', 'ltr'],
      ['Fax', 'fax', 'ltr'],
      ['Shop e-mail', 'email', 'ltr'],
      ['WhatsApp number', 'chat_number', 'ltr'],
      ['Address in Arabic', 'address_ar', 'rtl'],
      ['Address in English', 'address_en', 'ltr'],
      ['Working hours in Arabic', 'working_hours_ar', 'rtl'],
      ['Working hours in English', 'working_hours_en', 'ltr'],
      ['Map location', 'map_location', 'auto'],
    ];
    expect(
      named.map(([label]) => [label, field(label).name, field(label).getAttribute('dir')]),
    ).toEqual(named);

    // The chat number as people write it is kept as its digits.
    await userEvent.clear(field('WhatsApp number'));
    await userEvent.type(field('WhatsApp number'), '+20 100 198 6199');
    expect(field('WhatsApp number')).toHaveValue('201001986199');
    await userEvent.type(field('Phone 3'), ' 02 2576 1987 ');
    await userEvent.type(field('Working hours in Arabic'), 'من ٩ إلى ٥');
    await userEvent.click(within(form).getByRole('button', { name: 'Save shop details' }));
    await expectMessage('Shop details saved');
    expect(api.sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/admin/shop-details',
        body: {
          chat_number: '201001986199',
          working_hours_ar: 'من ٩ إلى ٥',
          phones: ['02 2576 1986', '02 2576 1987'],
        },
      },
    ]);
  });

  it("checks the rule table's rules before sending, and shows the server's field errors under their inputs", async () => {
    const api = settingsServer({
      shopError: { email: ['This address is refused'], 'phones.1': ['Not a phone number'] },
    });
    await renderAdmin('/en/admin/settings', owner);
    const form = await waitFor(() => formNamed('Shop details'));
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    await waitFor(() => expect(field('Shop e-mail')).toHaveValue('hello@zujaj.test'));
    const save = within(form).getByRole('button', { name: 'Save shop details' });

    await userEvent.clear(field('Shop e-mail'));
    await userEvent.type(field('Shop e-mail'), 'hello@zujaj');
    await userEvent.clear(field('WhatsApp number'));
    await userEvent.type(field('WhatsApp number'), '2010a');
    await userEvent.click(save);
    expect(await within(form).findByText('Invalid email format')).toBeVisible();
    expect(within(form).getByText('Digits only, country code first: 8 to 15 digits')).toBeVisible();
    expect(api.sent).toEqual([]);

    // The server numbers the phones it was sent: the second sent is the third input here.
    await userEvent.clear(field('Shop e-mail'));
    await userEvent.type(field('Shop e-mail'), 'sales@zujaj.test');
    await userEvent.clear(field('WhatsApp number'));
    await userEvent.type(field('WhatsApp number'), '201001986198');
    await userEvent.type(field('Phone 3'), 'abc');
    await userEvent.click(save);
    expect(await within(form).findByText('This address is refused')).toBeVisible();
    expect(field('Shop e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone 3')).toHaveAccessibleDescription('Not a phone number');
    expect(field('Phone 2')).not.toHaveAttribute('aria-invalid');
    expect(api.sent).toHaveLength(1);
  });

  it('saves each changed social link on its own, https only, a refused one keeping its message', async () => {
    const api = settingsServer();
    await renderAdmin('/en/admin/settings', owner);
    const form = await waitFor(() => formNamed('Social links'));
    const facebook = await within(form).findByRole('textbox', { name: 'Facebook page link' });
    const instagram = within(form).getByRole('textbox', { name: 'Instagram page link' });
    expect([facebook.getAttribute('name'), instagram.getAttribute('name')]).toEqual([
      'link_1',
      'link_2',
    ]);
    expect(facebook).toHaveAttribute('dir', 'ltr');
    const save = within(form).getByRole('button', { name: 'Save links' });

    await userEvent.clear(instagram);
    await userEvent.type(instagram, 'http://www.instagram.com/zujaj');
    await userEvent.click(save);
    expect(
      await within(form).findByText('Enter a full address starting with https://'),
    ).toBeVisible();
    expect(api.sent).toEqual([]);

    await userEvent.clear(instagram);
    await userEvent.type(instagram, 'https://www.instagram.com/zujaj.glass');
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'https://www.facebook.com/refused');
    await userEvent.click(save);
    expect(await within(form).findByText('Not that address')).toBeVisible();
    expect(api.sent.map(({ path, body }) => [path, body])).toEqual([
      ['/api/v1/admin/social-platforms/1', { link: 'https://www.facebook.com/refused' }],
      ['/api/v1/admin/social-platforms/2', { link: 'https://www.instagram.com/zujaj.glass' }],
    ]);
    // The refused link keeps what the owner typed; the saved one stays saved.
    expect(facebook).toHaveValue('https://www.facebook.com/refused');
    expect(instagram).toHaveValue('https://www.instagram.com/zujaj.glass');
  });

  it('offers to try again when a section could not be loaded, the others still usable', async () => {
    settingsServer();
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/shop-details'), () =>
        failures-- > 0
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json({ status_code: 200, data: DETAILS }),
      ),
    );
    await renderAdmin('/en/admin/settings', owner);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(await screen.findByRole('form', { name: 'Home page and maintenance' })).toBeVisible();
    await userEvent.click(retry);
    expect(await screen.findByRole('form', { name: 'Shop details' })).toBeVisible();
  });
});
