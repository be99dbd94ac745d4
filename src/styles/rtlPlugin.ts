// The right-to-left stylis plugin, run only on rules it could change. stylis-plugin-rtl hands
// every rule to cssjanus, whose first use compiles some thirty large patterns (tens of ms on a
// phone, inside the hydration of whichever part first brings a style the server did not send),
// and whose every use runs them all. Our styles are written with logical properties, so most
// rules name no side at all: those skip cssjanus and come out exactly as it would write them.
import type { StyleSheetManager } from 'styled-components';
import stylisRTLPlugin from 'stylis-plugin-rtl';

type Plugin = NonNullable<Parameters<typeof StyleSheetManager>[0]['stylisPlugins']>[number];
type StylisElement = Parameters<Plugin>[0];

/**
 * Text cssjanus may rewrite: a side or a direction (left, right, ltr, rtl, e/w-resize), a
 * horizontal shift (translate, shadows), four-side or four-corner lists, or a background
 * position in percent. Anything else it returns unchanged.
 */
const MAY_FLIP = new RegExp(
  [
    'left|right|ltr|rtl|resize|translate|shadow',
    // margin: 1px 2px 3px 4px; border-color: a b c d; border-style: a b c d
    '(?:margin|padding|border-width|-color|border-style)\\s*:\\s*[^;}\\s]+\\s+[^;}\\s]+\\s+[^;}\\s]+\\s+[^;}\\s]',
    // border-radius: 4px 8px (two to four corners)
    'border-radius\\s*:\\s*[^;}\\s]+\\s+[^;}\\s]',
    'background[\\w-]*\\s*:[^;}]*%',
  ].join('|'),
  'i',
);

const REWRITTEN = new Set(['rule', '@keyframes', '@supports']);

/** The rule's selector and declarations as written, nested rules included. */
function textOf(element: StylisElement): string {
  const children = Array.isArray(element.children) ? element.children : [];
  let text = `${element.value}{`;
  for (const child of children) text += typeof child === 'string' ? child : textOf(child);
  return `${text}}`;
}

function rtlPlugin(...args: Parameters<Plugin>): ReturnType<Plugin> {
  const [element] = args;
  // The only kinds of element the plugin rewrites; declarations go with their rule.
  if (!REWRITTEN.has(element.type) || !MAY_FLIP.test(textOf(element))) return undefined;
  return stylisRTLPlugin(...args);
}
// styled-components names a stylis instance by its plugins' names (part of every class name):
// the same name as the plugin it wraps keeps class names as they were.
Object.defineProperty(rtlPlugin, 'name', { value: 'stylisRTLPlugin' });

export { rtlPlugin };
