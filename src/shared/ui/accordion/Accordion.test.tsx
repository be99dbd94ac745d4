import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../__tests__/support/renderApp';
import { Accordion, type AccordionEntry } from './Accordion';

const items: AccordionEntry[] = [
  { id: 1, title: 'How long does delivery take?', content: 'Two to five working days.' },
  { id: 2, title: 'Which payment methods can I use?', content: 'Cash on delivery or card.' },
  { id: 3, title: 'Can I visit the factory?', content: 'Yes, book a visit in advance.' },
];

async function renderAccordion() {
  await renderWithProviders(<Accordion items={items} />, { language: 'en', persist: false });
  const header = (name: string) => screen.getByRole('button', { name });
  return {
    delivery: header('How long does delivery take?'),
    payment: header('Which payment methods can I use?'),
    visit: header('Can I visit the factory?'),
  };
}

/** The panel a header controls (found through aria-controls, hidden or not). */
function panelOf(header: HTMLElement): HTMLElement {
  const id = header.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel for ${header.textContent ?? ''}`);
  return panel;
}

describe('Accordion (WAI-ARIA accordion pattern)', () => {
  it('puts each header button in a heading and labels its region with it', async () => {
    const { delivery } = await renderAccordion();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(delivery.closest('h2')).not.toBeNull();
    const panel = panelOf(delivery);
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', delivery.id);
  });

  it('starts closed: every header collapsed, every region hidden', async () => {
    const headers = Object.values(await renderAccordion());
    for (const header of headers) {
      expect(header).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(header)).not.toBeVisible();
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('keeps one question open: opening another closes the first, the open one closes itself', async () => {
    const user = userEvent.setup();
    const { delivery, payment } = await renderAccordion();

    await user.click(delivery);
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long does delivery take?' })).toHaveTextContent(
      'Two to five working days.',
    );

    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(delivery)).not.toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveAccessibleName('Which payment methods can I use?');

    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('is keyboard operable: Tab reaches a header, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    const { delivery, payment } = await renderAccordion();

    await user.tab();
    expect(delivery).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(delivery)).toBeVisible();

    // A closed panel is out of the tab order, so Tab goes to the next header.
    await user.keyboard('{Enter}');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(payment).toHaveFocus();
    await user.keyboard(' ');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between headers with ArrowDown/ArrowUp (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const { delivery, payment, visit } = await renderAccordion();
    delivery.focus();

    await user.keyboard('{ArrowDown}');
    expect(payment).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(visit).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(delivery).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(visit).toHaveFocus();
    await user.keyboard('{Home}');
    expect(delivery).toHaveFocus();
    await user.keyboard('{End}');
    expect(visit).toHaveFocus();
    // Moving focus opens nothing.
    for (const header of [delivery, payment, visit]) {
      expect(header).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
