import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import stylisRTLPlugin from 'stylis-plugin-rtl';
import { rtlPlugin } from './rtlPlugin';

/** The module stylis-plugin-rtl calls (it ships no types). */
const cssjanus = jest.requireActual<{ transform: (css: string) => string }>('cssjanus');

/** Rules that cssjanus rewrites, and rules it leaves alone (logical properties). */
const RULES = [
  'margin-left: 4px; padding-right: 8px; float: left; text-align: right;',
  'left: 0; right: auto; border-left: 1px solid red;',
  'direction: ltr;',
  'cursor: e-resize;',
  'cursor: nw-resize;',
  'margin: 1px 2px 3px 4px;',
  'padding: 1px 2px 3px calc(4px + 2px);',
  'border-width: 1px 2px 3px 4px;',
  'border-color: red green blue black;',
  'border-style: solid dotted dashed none;',
  'border-radius: 4px 8px;',
  'border-radius: 1px 2px 3px 4px;',
  'box-shadow: 2px 0 4px rgba(0, 0, 0, 0.2);',
  'text-shadow: 1px 1px #000;',
  'transform: translateX(8px);',
  'transform: translate(8px, 2px);',
  'background-position: 20% 50%;',
  'background: url(a.png) 10% 0 no-repeat;',
  '&:hover { margin-right: 2px; }',
  '@media (min-width: 600px) { padding-left: 4px; }',
  // Nothing to change:
  'margin-inline-start: 4px; padding-inline: 8px; inset-inline-end: 0;',
  'margin: 0 auto; padding: 4px 8px; border-radius: 12px; background: #11606e;',
  'transform: translateY(8px) scale(1.1);',
  'border: 1px solid #dfe7ea; color: #1c2a30;',
  '&:focus-visible { outline: 3px solid #d98e2b; }',
  '@media (min-width: 1024px) { gap: 16px; }',
];

function cssWith(plugin: typeof rtlPlugin, rule: string): string {
  const Box = styled.div`
    ${rule}
  `;
  const sheet = new ServerStyleSheet();
  renderToString(
    sheet.collectStyles(
      <StyleSheetManager stylisPlugins={[plugin]}>
        <Box />
      </StyleSheetManager>,
    ),
  );
  const css = sheet.getStyleTags();
  sheet.seal();
  // The component's own id differs per definition: compare the rules alone.
  return css.replace(/sc-[\w-]+/g, 'sc').replace(/data-styled-version="[^"]*"/, '');
}

describe('the right-to-left plugin', () => {
  it.each(RULES)('writes %p as stylis-plugin-rtl does', (rule) => {
    expect(cssWith(rtlPlugin, rule)).toBe(cssWith(stylisRTLPlugin, rule));
  });

  it('still flips what names a side', () => {
    expect(cssWith(rtlPlugin, 'margin-left: 4px;')).toContain('margin-right:4px');
  });

  it('does not hand a rule without sides to cssjanus', () => {
    const transform = jest.spyOn(cssjanus, 'transform');
    try {
      cssWith(rtlPlugin, 'margin-inline-start: 4px; border-radius: 12px; color: #1c2a30;');
      expect(transform).not.toHaveBeenCalled();
      cssWith(rtlPlugin, 'margin-left: 4px;');
      expect(transform).toHaveBeenCalled();
    } finally {
      transform.mockRestore();
    }
  });

  it('keeps the plugin name class names are made with', () => {
    expect(rtlPlugin.name).toBe(stylisRTLPlugin.name);
  });
});
