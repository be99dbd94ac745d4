import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ChatButton } from '../../src/features/layout/components/footer/ChatButton';
import { Footer } from '../../src/features/layout/components/footer/Footer';
import { renderWithProviders } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import { socialPlatformsAnswer } from '../support/mswHandlers';

const CHAT = 'https://wa.me/201001986198';

async function renderFooter(language: 'ar' | 'en') {
  server.use(http.get(apiUrl('/social-platforms'), () => HttpResponse.json(socialPlatformsAnswer)));
  const result = await renderWithProviders(
    <>
      <Footer />
      <ChatButton />
    </>,
    { language },
  );
  return { ...result, footer: await screen.findByRole('contentinfo') };
}

describe('footer (SPEC §2 Footer and floating button, §1 footer facts)', () => {
  it('has exactly the ten SPEC links in the information, account and important lists', async () => {
    const { footer } = await renderFooter('en');
    const lists = ['Information', 'My account', 'Important links'].map((name) =>
      within(footer).getByRole('navigation', { name }),
    );
    const hrefs = lists.flatMap((list) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    );
    expect(hrefs.sort()).toEqual(
      [
        '/en/about',
        '/en/contact',
        '/en/common-questions',
        '/en/privacy-policy',
        '/en/representative',
        '/en/login',
        '/en/register',
        '/en/exchanges-and-returns',
        '/en/shipping-policy',
        '/en/terms-conditions',
      ].sort(),
    );
    expect(within(footer).getByRole('link', { name: 'Internal requests' })).toHaveAttribute(
      'href',
      '/en/representative',
    );
  });

  it('states the trust badges, contact block, hours, app and payment badges and the year', async () => {
    const { footer } = await renderFooter('en');
    for (const text of [
      'Contact us on WhatsApp',
      'Certified quality',
      'ISO quality certificate',
      'Since 1986',
      'Fast delivery',
      'Delivery in 2 to 5 working days',
      'WhatsApp support from 8 AM to 5 PM',
      'Working hours: Saturday to Thursday, 8:00 to 5:00',
      'Friday is a holiday',
      'Available on the App Store',
      'Available on Google Play',
      'Pay by card or cash on delivery',
      `© ${new Date().getFullYear()} Zujaj. All rights reserved.`,
    ]) {
      expect(footer).toHaveTextContent(text);
    }
    const phone = within(footer).getByRole('link', { name: '02 2576 1986' });
    expect(phone).toHaveAttribute('href', 'tel:+20225761986');
    expect(phone.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    const chat = within(footer).getByRole('link', { name: /\+20 100 198 6198/ });
    expect(chat).toHaveAttribute('href', CHAT);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'info@zujaj.glass' })).toHaveAttribute(
      'href',
      'mailto:info@zujaj.glass',
    );

    const follow = within(footer).getByRole('list', { name: 'Follow us' });
    const social = await within(follow).findAllByRole('link');
    expect(social).toHaveLength(5);
    expect(social[0]).toHaveAccessibleName('Facebook (opens in a new tab)');
    expect(social[0]).toHaveAttribute('target', '_blank');
    expect(social[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks Arabic on an Arabic page', async () => {
    const { footer } = await renderFooter('ar');
    expect(within(footer).getByRole('link', { name: 'الطلبات الداخلية' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('الجمعة إجازة');
    expect(footer).toHaveTextContent('منذ 1986');
  });

  it('floats a chat button opening the CONTRACT chat link in a new tab', async () => {
    await renderFooter('en');
    const button = screen.getByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    expect(button).toHaveAttribute('href', CHAT);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
