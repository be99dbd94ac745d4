// The footer and the floating chat button: the fixed links and facts, and the shop's own contact
// details (GET /shop-details, MSW's answer), each line left out when the shop did not give it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteApi } from '../../src/api/siteApi';
import { ChatButton } from '../../src/features/layout/components/footer/ChatButton';
import { Footer } from '../../src/features/layout/components/footer/Footer';
import { renderWithProviders } from '../support/renderApp';
import { apiUrl, server } from '../support/msw';
import { shopDetailsHandler, socialPlatformsAnswer } from '../support/mswHandlers';
import type { ShopDetailsDto } from '../../src/shared/wire/shopDetails';

const CHAT_NUMBER = '201112223334';
const CHAT = `https://wa.me/${CHAT_NUMBER}`;

async function renderFooter(language: 'ar' | 'en', details: Partial<ShopDetailsDto> = {}) {
  server.use(
    http.get(apiUrl('/social-platforms'), () => HttpResponse.json(socialPlatformsAnswer)),
    shopDetailsHandler({ chat_number: CHAT_NUMBER, email: 'hello@glass.example', ...details }),
  );
  const result = await renderWithProviders(
    <>
      <Footer />
      <ChatButton />
    </>,
    { language },
  );
  return { ...result, footer: await screen.findByRole('contentinfo') };
}

describe('footer, floating button and footer facts', () => {
  it('has exactly the ten links in the information, account and important lists', async () => {
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
    const { footer } = await renderFooter('en', { phones: ['02 2576 1986', '+20 2 2576 1999'] });
    const phone = await within(footer).findByRole('link', { name: '02 2576 1986' });
    for (const text of [
      'Contact us on WhatsApp',
      'Certified quality',
      'ISO quality certificate',
      'Since 1986',
      'Fast delivery',
      'Delivery in 2 to 5 working days',
      'WhatsApp support from 8 AM to 5 PM',
      'Working hours: Saturday to Thursday, 8:00 AM to 5:00 PM; Friday is a holiday',
      'Available on the App Store',
      'Available on Google Play',
      'Pay by card or cash on delivery',
      `© ${new Date().getFullYear()} Zujaj. All rights reserved.`,
    ]) {
      expect(footer).toHaveTextContent(text);
    }
    expect(phone).toHaveAttribute('href', 'tel:0225761986');
    expect(phone.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(footer).getByRole('link', { name: '+20 2 2576 1999' })).toHaveAttribute(
      'href',
      'tel:+20225761999',
    );
    const chat = within(footer).getByRole('link', { name: /\+20 111 222 3334/ });
    expect(chat).toHaveAttribute('href', CHAT);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'hello@glass.example' })).toHaveAttribute(
      'href',
      'mailto:hello@glass.example',
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
    await waitFor(() => expect(footer).toHaveTextContent('مواعيد العمل: من السبت إلى الخميس'));
    expect(footer).toHaveTextContent('الجمعة إجازة');
    expect(footer).toHaveTextContent('منذ 1986');
  });

  it('floats a chat button opening the WhatsApp chat link in a new tab', async () => {
    await renderFooter('en');
    const button = await screen.findByRole('link', {
      name: 'Chat with us on WhatsApp (opens in a new tab)',
    });
    expect(button).toHaveAttribute('href', CHAT);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out each contact line the shop did not give, and every chat link without a number', async () => {
    const { footer, store } = await renderFooter('en', {
      phones: [],
      chat_number: '',
      email: '',
      working_hours_ar: '',
      working_hours_en: '',
    });
    // The answer is in: what is missing below was left out, not still loading.
    await waitFor(() =>
      expect(siteApi.endpoints.getShopDetails.select()(store.getState()).data?.fax).toBe(
        '02 2576 1987',
      ),
    );
    expect(footer.querySelector('address')).toBeEmptyDOMElement();
    expect(within(footer).queryByText(/Phone/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/E-mail/)).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent('WhatsApp support from 8 AM to 5 PM');
    expect(footer).not.toHaveTextContent('Working hours');
    // The chat button and the contact block's chat link are gone (the WhatsApp follow-us icon is a
    // social link of its own, from GET /social-platforms).
    expect(
      screen.queryByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
    ).not.toBeInTheDocument();
    const chats = [...document.querySelectorAll('a[href^="https://wa.me/"]')];
    expect(chats.every((link) => link.closest('[aria-label="Follow us"]'))).toBe(true);
  });

  it('shows English working hours on English pages and the Arabic ones when only those exist', async () => {
    const { footer } = await renderFooter('en', {
      working_hours_ar: 'يوميًا من 9 إلى 6',
      working_hours_en: '',
    });
    await waitFor(() => expect(footer).toHaveTextContent('Working hours: يوميًا من 9 إلى 6'));
  });
});
