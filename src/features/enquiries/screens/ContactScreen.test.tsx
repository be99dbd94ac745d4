// /contact: team cards and their failure text, the contact form's rules for
// submitting, its success and failure messages against MSW, the shop's details (GET /shop-details)
// with the lines it did not give left out, and the map's 1.5 s loading flag.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, apiUrl } from '../../../../__tests__/support/msw';
import { shopDetailsHandler } from '../../../../__tests__/support/mswHandlers';
import { renderWithProviders, storeWithShopDetails } from '../../../../__tests__/support/renderApp';
import type { ShopDetailsDto } from '../../../shared/wire/shopDetails';
import type { TeamMemberDto } from '../../../shared/wire/content';
import { ContactScreen } from './ContactScreen';

const members: TeamMemberDto[] = [
  {
    id: 1,
    job_title: 'Chairman of the Board',
    job_title_en: 'Chairman of the Board',
    name: 'Mahmoud El-Sayed',
    name_en: 'Mahmoud El-Sayed',
    phone: '01001986001',
    photo: null,
  },
  {
    id: 2,
    job_title: 'Sales Manager',
    job_title_en: 'Sales Manager',
    name: 'Nourhan Adel',
    name_en: 'Nourhan Adel',
    phone: '011 0198 6003',
    photo: '/media/team/member-3-640.webp',
  },
];

function teamHandler(answers: Array<'ok' | 'fail'> = ['ok']) {
  let calls = 0;
  return http.get(apiUrl('/team-members'), () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer === 'ok'
      ? HttpResponse.json({ status_code: 200, data: members })
      : HttpResponse.json({ message: 'boom' }, { status: 500 });
  });
}

function contactHandler(answer: () => Response) {
  const bodies: unknown[] = [];
  const handler = http.post(apiUrl('/contact-us'), async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  });
  return { handler, bodies };
}

/** /contact with the shop's details loaded, as boot (or the server render) leaves them. */
async function renderContact(details: Partial<ShopDetailsDto> = {}) {
  server.use(shopDetailsHandler(details));
  const store = await storeWithShopDetails();
  return renderWithProviders(<ContactScreen />, { language: 'en', persist: false, store });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Mona Ali');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mona@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '٠١٠١٢٣٤٥٦٧٨');
  await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'I need 200 glass cups.');
}

describe('/contact team cards', () => {
  it('shows each member with name, job title and a tel: link (initials without a photo)', async () => {
    server.use(teamHandler());
    await renderContact();
    const team = await screen.findByRole('region', { name: 'Our team' });
    const cards = await within(team).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Mahmoud El-Sayed' })).toBeVisible();
    expect(within(cards[0]!).getByText('Chairman of the Board')).toBeVisible();
    expect(within(cards[0]!).getByText('ME')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByRole('link', { name: 'Call Mahmoud El-Sayed 01001986001' }),
    ).toHaveAttribute('href', 'tel:01001986001');
    expect(within(cards[1]!).getByRole('link', { name: /Call Nourhan Adel/ })).toHaveAttribute(
      'href',
      'tel:01101986003',
    );
    expect(cards[1]!.querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/team/member-3-320.webp 320w'),
    );
  });

  it("says 'Failed to fetch team data' and loads again on retry", async () => {
    server.use(teamHandler(['fail', 'ok']));
    await renderContact();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch team data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nourhan Adel' })).toBeVisible();
    expect(screen.queryByText('Failed to fetch team data')).not.toBeInTheDocument();
  });
});

describe('/contact with no team members listed', () => {
  it('leaves the team part out and keeps the rest of the page', async () => {
    server.use(
      http.get(apiUrl('/team-members'), () => HttpResponse.json({ status_code: 200, data: [] })),
    );
    await renderContact();
    expect(await screen.findByRole('region', { name: 'Customer service' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Our team' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("/contact: the shop's details and map", () => {
  it('shows customer service, phones, fax, working hours and address as the shop saved them', async () => {
    server.use(teamHandler());
    await renderContact({ phones: ['02 2576 1986', '+20 2 2576 1999'], address_en: '' });
    const details = screen.getByRole('region', { name: 'Customer service' });
    expect(within(details).getByText('Customer service phone')).toBeVisible();
    expect(within(details).getByRole('link', { name: '19986' })).toHaveAttribute(
      'href',
      'tel:19986',
    );
    expect(within(details).getByRole('link', { name: '02 2576 1986' })).toHaveAttribute(
      'href',
      'tel:0225761986',
    );
    expect(within(details).getByRole('link', { name: '+20 2 2576 1999' })).toHaveAttribute(
      'href',
      'tel:+20225761999',
    );
    expect(within(details).getByText('Fax')).toBeVisible();
    expect(within(details).getByText('02 2576 1987')).toBeVisible();
    expect(
      within(details).getByText('Saturday to Thursday, 8:00 AM to 5:00 PM; Friday is a holiday'),
    ).toBeVisible();
    // No English address given: the Arabic one rather than none (the one bilingual fallback).
    expect(within(details).getByText(/شبرا الخيمة/)).toBeVisible();
  });

  it('leaves out each detail the shop did not give, and the map without a location', async () => {
    server.use(teamHandler());
    await renderContact({
      customer_service_phone: '',
      phones: [],
      working_hours_ar: '',
      working_hours_en: '',
      map_location: '',
    });
    const details = screen.getByRole('region', { name: 'Customer service' });
    expect(within(details).queryByText('Customer service phone')).not.toBeInTheDocument();
    expect(within(details).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(details).queryByText('Working hours')).not.toBeInTheDocument();
    expect(within(details).getByText('Fax')).toBeVisible();
    expect(within(details).getByText(/Shubra El Kheima/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Our location' })).not.toBeInTheDocument();
    expect(screen.queryByTitle("Map of Zujaj's location")).not.toBeInTheDocument();
  });

  it('leaves the customer-service panel out when the shop gave none of its details', async () => {
    server.use(teamHandler());
    await renderContact({
      customer_service_phone: '',
      phones: [],
      fax: '',
      working_hours_ar: '',
      working_hours_en: '',
      address_ar: '',
      address_en: '',
    });
    expect(screen.queryByRole('region', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });

  it('covers the lazy, titled map with a loading flag for 1.5 s', async () => {
    server.use(teamHandler());
    await renderContact();
    const frame = screen.getByTitle("Map of Zujaj's location");
    expect(frame).toHaveAttribute('loading', 'lazy');
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/maps');
    expect(src.searchParams.get('q')).toBe(
      '12 Factories St., Industrial Zone, Shubra El Kheima, Qalyubia, Egypt',
    );
    expect(src.searchParams.get('output')).toBe('embed');
    expect(screen.getByRole('link', { name: /Open the location in Google Maps/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\?q=12%20Factories/),
    );
    const box = frame.parentElement!;
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading the map…')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(box).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'false'), { timeout: 1500 });
    expect(screen.queryByText('Loading the map…')).not.toBeInTheDocument();
  });
});

describe('/contact form', () => {
  it('enables submit only once every field is valid and something was typed', async () => {
    server.use(teamHandler());
    const user = userEvent.setup();
    await renderContact();
    const submit = screen.getByRole('button', { name: 'Send message' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Mona Ali');
    expect(submit).toBeDisabled();
    await fillValid(user);
    // The name now reads "Mona AliMona Ali": still valid; the phone was typed in Arabic-Indic digits.
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('01012345678');

    const text = screen.getByRole('textbox', { name: 'Your message' });
    expect(text).toHaveAccessibleDescription('22/500 characters');
    await user.clear(text);
    await user.type(text, 'too short');
    await waitFor(() => expect(submit).toBeDisabled());
    await user.tab(); // the message shows once the field was left
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription(
        '9/500 characters The message must be 10 to 500 characters',
      ),
    );
  });

  it('sends the message, says message_sent_success and empties the form', async () => {
    const contact = contactHandler(() =>
      HttpResponse.json({ status_code: 200, message: 'Your message has been sent successfully' }),
    );
    server.use(teamHandler(), contact.handler);
    const user = userEvent.setup();
    await renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() =>
      expect(screen.getAllByText('Your message has been sent successfully')).toHaveLength(2),
    );
    expect(contact.bodies).toEqual([
      {
        full_name: 'Mona Ali',
        contact_email: 'mona@example.com',
        phone_number: '01012345678',
        text: 'I need 200 glass cups.',
      },
    ]);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Your message has been sent successfully',
    );
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('shows message_sent_error and the server field errors, keeping what was typed', async () => {
    const contact = contactHandler(() =>
      HttpResponse.json(
        {
          message: 'Some fields are not valid, please check them',
          errors: { phone_number: ['The phone number must be 10 to 11 digits'] },
        },
        { status: 422 },
      ),
    );
    server.use(teamHandler(), contact.handler);
    const user = userEvent.setup();
    await renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An error occurred while sending the message. Please try again.',
    );
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('The phone number must be 10 to 11 digits'),
    );
    expect(phone).toHaveValue('01012345678');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Mona Ali');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue(
      'I need 200 glass cups.',
    );
  });

  it("shows the server's own text for too many attempts (429)", async () => {
    const contact = contactHandler(() =>
      HttpResponse.json({ message: 'Too many attempts, try again later' }, { status: 429 }),
    );
    server.use(teamHandler(), contact.handler);
    const user = userEvent.setup();
    await renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again later',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mona@example.com');
  });
});
