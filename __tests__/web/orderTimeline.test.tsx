// The order timeline's dates: each step reached shows the day it was reached, in the page
// language with Latin digits (like prices); steps not reached, and orders without a history, show
// none.
import { screen, within } from '@testing-library/react';
import { StatusTimeline } from '../../src/entities/order/ui/StatusTimeline';
import { renderWithProviders } from '../support/renderApp';

const history = [
  { status: 'pending', at: '2025-02-10T12:00:00.000Z' },
  { status: 'confirmed', at: '2025-02-11T12:00:00.000Z' },
  { status: 'shipped', at: '2025-02-13T12:00:00.000Z' },
] as const;

const stepNamed = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''));

describe('StatusTimeline', () => {
  it('shows the date of each step reached, in English', async () => {
    await renderWithProviders(<StatusTimeline status="shipped" history={[...history]} />, {
      language: 'en',
    });
    const list = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Pending10 February 2025'),
      expect.stringContaining('Confirmed11 February 2025'),
      expect.stringContaining('Shipped13 February 2025'),
      'Delivered',
    ]);
    const shipped = stepNamed(/Shipped/)!;
    expect(shipped).toHaveAttribute('aria-current', 'step');
    expect(shipped.querySelector('time')).toHaveAttribute('datetime', history[2].at);
    expect(stepNamed(/Delivered/)!.querySelector('time')).toBeNull();
  });

  it('shows the dates in Arabic with Latin digits, and the cancellation day', async () => {
    await renderWithProviders(
      <StatusTimeline
        status="cancelled"
        history={[history[0], { status: 'cancelled', at: '2025-02-12T12:00:00.000Z' }]}
      />,
      { language: 'ar' },
    );
    const list = await screen.findByRole('list');
    const times = within(list)
      .getAllByRole('listitem')
      .map((step) => step.querySelector('time')?.textContent);
    expect(times).toEqual(['10 فبراير 2025', '12 فبراير 2025']);
    expect(list.textContent).not.toMatch(/[٠-٩]/);
  });

  it('shows no dates when the server sent no history', async () => {
    await renderWithProviders(<StatusTimeline status="confirmed" />, { language: 'en' });
    const list = await screen.findByRole('list', { name: 'Order progress' });
    expect(list.querySelector('time')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
