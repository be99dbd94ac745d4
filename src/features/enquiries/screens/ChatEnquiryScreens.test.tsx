// /representative and /order: the forms' published field names, the representative's
// required fields, and the wa.me link each opens in a new tab with every typed value, to the shop's
// chat number from its details (GET /shop-details); without a number there is no form to send.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../__tests__/support/msw';
import { shopDetailsHandler } from '../../../../__tests__/support/mswHandlers';
import {
  renderWithProviders,
  storeWithShopDetails,
  type RenderOptions,
} from '../../../../__tests__/support/renderApp';
import { BulkOrderScreen } from './BulkOrderScreen';
import { RepresentativeScreen } from './RepresentativeScreen';

const CHAT_NUMBER = '201112223334';

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
  server.use(shopDetailsHandler({ chat_number: CHAT_NUMBER }));
});
afterEach(() => open.mockRestore());

/** The screen with the shop's details loaded, as boot leaves them for every page. */
async function renderScreen(ui: React.ReactElement, language: RenderOptions['language']) {
  const store = await storeWithShopDetails();
  return renderWithProviders(ui, { language, persist: false, store });
}

/** The one opened link's decoded text, after checking how it was opened. */
function openedText(): string {
  expect(open).toHaveBeenCalledTimes(1);
  const [url, target, features] = open.mock.calls[0] as [string, string, string];
  expect(target).toBe('_blank');
  expect(features).toBe('noopener,noreferrer');
  const prefix = `https://wa.me/${CHAT_NUMBER}?text=`;
  expect(url.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url.slice(prefix.length));
}

describe('/representative', () => {
  it('names its fields as published and refuses to open the chat with empty fields', async () => {
    const user = userEvent.setup();
    await renderScreen(<RepresentativeScreen />, 'en');
    const form = screen.getByRole('form', { name: 'Representative requests' });
    expect(
      [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name')),
    ).toEqual(['name', 'phone', 'products']);

    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    for (const name of ['Name', 'Phone number', 'Requested products']) {
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(
          'This field is required',
        ),
      );
    }
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens wa.me in a new tab with every value and its label, in Arabic', async () => {
    const user = userEvent.setup();
    await renderScreen(<RepresentativeScreen />, 'ar');
    await user.type(screen.getByRole('textbox', { name: 'الاسم' }), 'عمر & شركاه');
    await user.type(screen.getByRole('textbox', { name: 'رقم الهاتف' }), '٠١٠١٢٣٤٥٦٧٨');
    await user.type(
      screen.getByRole('textbox', { name: 'المنتجات المطلوبة' }),
      'أكواب #5 + 10%{Enter}فازات?',
    );
    await user.click(screen.getByRole('button', { name: 'إرسال عبر واتساب' }));

    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(openedText()).toBe(
      'طلب مندوب\nالاسم: عمر & شركاه\nرقم الهاتف: 01012345678\nالمنتجات المطلوبة:\nأكواب #5 + 10%\nفازات?',
    );
    const status = screen.getByRole('status');
    expect(within(status).getByRole('link', { name: /افتح المحادثة/ })).toHaveAttribute(
      'href',
      open.mock.calls[0][0],
    );
    expect(screen.getByRole('textbox', { name: 'الاسم' })).toHaveValue('عمر & شركاه');
    // Ready to send again (the chat may have been closed unsent).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'إرسال عبر واتساب' })).toBeEnabled(),
    );
  });
});

describe('/order', () => {
  it('names its fields as published and opens the chat with nothing filled in', async () => {
    const user = userEvent.setup();
    await renderScreen(<BulkOrderScreen />, 'en');
    const form = screen.getByRole('form', { name: 'Bulk order' });
    expect(
      [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name')),
    ).toEqual(['fullName', 'phoneNumber', 'companyName', 'products']);
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(openedText()).toBe(
      'Bulk order\nFull name: -\nPhone number: -\nCompany name: -\nProducts and quantities: -',
    );
  });

  it('puts every typed value, the products one per line, into the chat text', async () => {
    const user = userEvent.setup();
    await renderScreen(<BulkOrderScreen />, 'en');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Mona Ali');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '01012345678');
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Nile Hotels');
    await user.type(
      screen.getByRole('textbox', { name: 'Products and quantities' }),
      '200 cups{Enter}{Enter}  50 vases 🏺 ',
    );
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(openedText()).toBe(
      'Bulk order\nFull name: Mona Ali\nPhone number: 01012345678\nCompany name: Nile Hotels\nProducts and quantities:\n200 cups\n50 vases 🏺',
    );
  });
});

describe('without a chat number', () => {
  it('offers the contact page instead of a form that has nowhere to send', async () => {
    server.use(shopDetailsHandler({ chat_number: '' }));
    await renderScreen(<RepresentativeScreen />, 'en');
    expect(screen.getByText('WhatsApp enquiries are not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send on WhatsApp' })).not.toBeInTheDocument();
  });
});
