import { createTheme } from '../../../../styles/theme';
import { splashMarkup, SPLASH_TIMING } from './splashMarkup';

const theme = createTheme('rtl');

it('is the shop name and tagline, escaped, hidden from screen readers', () => {
  const { html } = splashMarkup({ brand: 'زجاج <b>', tagline: 'A & B' }, theme);
  expect(html).toContain('aria-hidden="true"');
  expect(html).toContain('زجاج &lt;b&gt;');
  expect(html).toContain('A &amp; B');
});

it('shows on phones only, unless the session has seen a page, for the splash timing', () => {
  const { css } = splashMarkup({ brand: 'Zujaj', tagline: 'Glass' }, theme);
  expect(css).toMatch(
    /^\.zj-splash\{display:none\}@media \(max-width:768px\)\{html:not\(\[data-visited\]\) \.zj-splash\{display:flex/,
  );
  const total = SPLASH_TIMING.fadeOutAt + SPLASH_TIMING.hiddenAfter;
  expect(css).toContain(`animation:zj-splash ${total}ms linear forwards`);
  // Fully shown from 0.6 s (0.1 s wait, 0.5 s fade) until 2.5 s, gone at 3 s.
  expect(css).toContain('20.00%,83.33%{opacity:1;visibility:visible}');
  expect(css).toContain('100%{opacity:0;visibility:hidden}');
});
