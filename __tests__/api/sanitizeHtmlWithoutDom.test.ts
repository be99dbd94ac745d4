import { sanitizeHtml } from '../../src/shared/lib/sanitizeHtml';

// A render in Node (the server render) has no DOM: DOMPurify would hand the input back unchanged.
it('answers nothing rather than the raw input where there is no DOM', () => {
  expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
  expect(sanitizeHtml('<p>plain</p>')).toBe('');
});
