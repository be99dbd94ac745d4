// The back office's rich-text field: a labelled text (right to left in Arabic, left to right in
// English) with a toolbar whose toggles say whether they are on, one tab stop with arrow keys in
// the page's reading direction, a link form instead of a browser prompt, and HTML as its value.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminProviders } from '../../../src/admin/app/App';
import { makeAdminStore } from '../../../src/admin/app/store';
import { createAdminI18n } from '../../../src/admin/i18n';
import ar from '../../../src/admin/i18n/ar.json';
import en from '../../../src/admin/i18n/en.json';
import { RichTextEditor } from '../../../src/admin/ui/RichTextEditor';
import { applyDocumentLanguage } from '../../../src/shared/lib/language';
import type { Language } from '../../../src/shared/rules/constants';

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

let html = '';

function Field({ lang, initial }: { lang: Language; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        name={`content_${lang}`}
        label={lang === 'ar' ? 'النص (بالعربية)' : 'Text (English)'}
        lang={lang}
        value={value}
        onChange={(next) => {
          html = next;
          setValue(next);
        }}
        hint="hint"
      />
      <button type="button" onClick={() => setValue('<p>From the server</p>')}>
        reload
      </button>
    </>
  );
}

/** The field on a page in `page` language (the toolbar reads that way), text in `lang`. */
async function renderField(page: Language, lang: Language, initial = '') {
  html = '';
  applyDocumentLanguage(document, page);
  const i18n = await createAdminI18n(page, page === 'en' ? en : ar);
  render(
    <AdminProviders store={makeAdminStore({ language: page })} i18n={i18n}>
      <Field lang={lang} initial={initial} />
    </AdminProviders>,
  );
  return screen.findByRole('textbox');
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the rich-text field', () => {
  it('is named by its visible label and written left to right in English, right to left in Arabic', async () => {
    const english = await renderField('en', 'en', '<p>Hello</p>');
    expect(english).toHaveAccessibleName('Text (English)');
    expect(english).toHaveAccessibleDescription('hint');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-multiline', 'true');
    expect(english.querySelector('p')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Text (English)').tagName).not.toBe('LABEL');
    expect(screen.getByRole('toolbar', { name: 'Formatting: Text (English)' })).toHaveAttribute(
      'aria-controls',
      english.id,
    );
  });

  it('writes Arabic right to left, every block saying so in the HTML', async () => {
    const arabic = await renderField('ar', 'ar', '<p>مرحبا</p>');
    expect(arabic).toHaveAccessibleName('النص (بالعربية)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await userEvent.click(arabic);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(button('عريض'));
    await waitFor(() => expect(html).toBe('<p dir="rtl"><strong>مرحبا</strong></p>'));
  });

  it('toggles bold, italic and underline on the selection, each button saying whether it is on', async () => {
    const text = await renderField('en', 'en', '<p>Glass</p>');
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = button('Bold');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    expect(html).toBe('<p dir="ltr"><strong>Glass</strong></p>');
    // The mouse hands the focus back to the text (the editor focuses on the next frame).
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.click(button('Italic'));
    await userEvent.click(button('Underline'));
    expect(html).toBe('<p dir="ltr"><strong><em><u>Glass</u></em></strong></p>');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'false'));
    expect(html).toBe('<p dir="ltr"><em><u>Glass</u></em></p>');
  });

  it('makes headings and lists, and undoes them', async () => {
    const text = await renderField('en', 'en', '<p>Shipping</p>');
    await userEvent.click(text);
    expect(button('Undo')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button('Heading'));
    expect(html).toBe('<h2 dir="ltr">Shipping</h2>');
    expect(button('Heading')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('Subheading'));
    expect(html).toBe('<h3 dir="ltr">Shipping</h3>');
    // A list holds paragraphs: the heading becomes one.
    await userEvent.click(button('Bulleted list'));
    expect(html).toBe('<ul dir="ltr"><li dir="ltr"><p dir="ltr">Shipping</p></li></ul>');
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('Numbered list'));
    expect(html).toBe('<ol dir="ltr"><li dir="ltr"><p dir="ltr">Shipping</p></li></ol>');
    expect(button('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Undo')).not.toHaveAttribute('aria-disabled');
    expect(button('Redo')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button('Undo'));
    expect(html).not.toContain('<ol');
    expect(button('Redo')).not.toHaveAttribute('aria-disabled');
  });

  it('is one tab stop whose arrow keys follow the page: right to left on an Arabic page', async () => {
    await renderField('ar', 'ar', '<p>نص</p>');
    const toolbar = screen.getByRole('toolbar');
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((each) => each.tabIndex === 0)).toEqual([buttons[0]]);
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(button('مائل')).toHaveFocus();
    expect(button('مائل')).toHaveAttribute('tabindex', '0');
    expect(buttons[0]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('إعادة')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(button('عريض')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(button('إعادة')).toHaveFocus();
    // Tab leaves the toolbar for the text.
    await userEvent.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('works from the keyboard alone: Alt+F10 to the toolbar, Enter keeps the focus there', async () => {
    const text = await renderField('en', 'en', '<p>Glass</p>');
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}{Alt>}{F10}{/Alt}');
    expect(button('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Italic')).toHaveFocus();
    expect(html).toBe('<p dir="ltr"><em>Glass</em></p>');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(button('Redo')).toHaveFocus();
  });

  it('splits where the page shows the caret, even before the page has said that it moved', async () => {
    const text = await renderField('en', 'en', '<p>One</p><p>Two</p>');
    await userEvent.click(text);
    // End moved the caret on the page; a busy browser has not yet sent 'selectionchange'.
    const two = screen.getByText('Two').firstChild!;
    document.getSelection()!.collapse(two, 3);
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(html).toBe('<p dir="ltr">One</p><p dir="ltr">Two</p><p dir="ltr"></p>');
  });

  it('sets a link from a labelled field, refuses a javascript: address, and removes it', async () => {
    const text = await renderField('en', 'en', '<p>Contact us</p>');
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(button('Remove link')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button('Link'));
    expect(button('Link')).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    expect(address).toHaveAttribute('dir', 'ltr');
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Use a shop page starting with \//);
    expect(html).toBe('');

    await userEvent.clear(address);
    await userEvent.type(address, '/contact{Enter}');
    expect(html).toBe('<p dir="ltr"><a href="/contact">Contact us</a></p>');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(button('Link')).toHaveAttribute('aria-pressed', 'true');

    // Opened on a link, the form holds its address; Escape closes it and goes back to Link.
    await userEvent.click(button('Link'));
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('/contact');
    await userEvent.keyboard('{Escape}');
    expect(button('Link')).toHaveFocus();
    expect(button('Link')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button('Remove link'));
    expect(html).toBe('<p dir="ltr">Contact us</p>');
  });

  it('takes a value from outside (a reload, a save) without handing it back', async () => {
    await renderField('en', 'en', '<p>Old</p>');
    await userEvent.click(screen.getByRole('button', { name: 'reload' }));
    expect(screen.getByRole('textbox')).toHaveTextContent('From the server');
    expect(html).toBe('');
  });
});
