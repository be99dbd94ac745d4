// The four policy pages: the server's title as the one h1, its HTML
// sanitised, the failure text in the page's language with a retry, a 404 failing the same way.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PolicyPageAnswer } from '../../src/shared/wire/content';
import { apiUrl, server } from '../support/msw';
import { failWith500, homeHandlers, requestLanguage } from '../support/mswHandlers';
import { renderApp } from '../support/renderApp';

const SHIPPING = {
  ar: {
    title: 'سياسة الشحن والتوصيل',
    content: '<p>نشحن إلى جميع المحافظات.</p><ul><li>الاستلام مجاني.</li></ul>',
  },
  en: {
    title: 'Shipping and delivery',
    content: '<p>We ship to every governorate.</p><ul><li>Pickup is free.</li></ul>',
  },
};

function policyAnswer(page: { title: string; content: string }): PolicyPageAnswer {
  return { success: true, status_code: 200, data: page };
}

function shippingHandler() {
  return http.get(apiUrl('/shipping-policy'), ({ request }) =>
    HttpResponse.json(policyAnswer(SHIPPING[requestLanguage(request)])),
  );
}

declare global {
  interface Window {
    policyXss?: number;
  }
}

describe('policy pages', () => {
  it("shows the server's title as the only h1 and its HTML, in Arabic", async () => {
    server.use(...homeHandlers(), shippingHandler());
    await renderApp('/shipping-policy', { language: 'ar' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'سياسة الشحن والتوصيل' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    expect(within(main).getByText('نشحن إلى جميع المحافظات.')).toBeVisible();
    expect(within(main).getByText('الاستلام مجاني.').tagName).toBe('LI');
    const crumbs = within(main).getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
  });

  it('shows the English page in English', async () => {
    server.use(...homeHandlers(), shippingHandler());
    await renderApp('/shipping-policy', { language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping and delivery' }),
    ).toBeVisible();
    expect(screen.getByText('We ship to every governorate.')).toBeVisible();
  });

  it('renders server HTML only after sanitising: no script, no event handler, no javascript: link', async () => {
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/privacy-policy'), () =>
        HttpResponse.json(
          policyAnswer({
            title: 'Privacy Policy',
            content: [
              '<p>We respect your privacy.</p>',
              '<script>window.policyXss = 1</script>',
              '<img src="x" onerror="window.policyXss = 2" alt="">',
              '<a href="javascript:window.policyXss = 3">Read more</a>',
              '<p onclick="window.policyXss = 4">Click</p>',
            ].join(''),
          }),
        ),
      ),
    );
    await renderApp('/privacy-policy', { language: 'en' });

    expect(await screen.findByText('We respect your privacy.')).toBeVisible();
    const main = screen.getByRole('main');
    expect(main.querySelector('script')).toBeNull();
    const handlers = [...main.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(within(main).getByText('Read more')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/^javascript:/i),
    );
    expect(window.policyXss).toBeUndefined();
  });

  it('shows the failure text in the page language with a retry that loads the page', async () => {
    let fail = true;
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/terms-conditions'), () =>
        fail
          ? failWith500()
          : HttpResponse.json(policyAnswer({ title: 'الشروط والأحكام', content: '<p>البنود</p>' })),
      ),
    );
    const user = userEvent.setup();
    await renderApp('/terms-conditions', { language: 'ar' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('حدث خطأ أثناء تحميل الصفحة، يرجى المحاولة مرة أخرى.');
    // The shop's own title stays the page's h1 while the server's is missing.
    expect(screen.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('البنود')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the English failure text on the English page, and for a page the server lacks (404)', async () => {
    server.use(
      ...homeHandlers(),
      http.get(apiUrl('/exchanges-and-returns'), () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    await renderApp('/exchanges-and-returns', { language: 'en' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the page. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Exchanges and returns' })).toBeVisible();
  });
});
