// Server HTML (the about text, the policy pages) rewritten from an allowlist without a DOM, so a
// render in Node writes the same safe markup the browser does (sanitizeHtml.ts runs this first and
// DOMPurify over its answer). The input is read loosely, tag by tag, and the answer is written
// anew: only the elements and attributes listed here, every attribute value quoted and escaped,
// every text with its `<` and `>` escaped. Whatever the input's parsing tricks, the answer holds
// nothing else, so a reading of the input that differs from the browser's can drop or keep text,
// never let markup through. Links to the shop's own pages are put in the page's language.
import type { Language } from '../rules/constants';
import { localizedPath } from './language';

/** Attributes every kept element may have. */
const COMMON_ATTRIBUTES = ['title', 'dir', 'lang'];

/** The elements kept, each with the attributes of its own it keeps; any other is unwrapped. */
const ELEMENTS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    a: ['href', 'target', 'rel', 'hreflang'],
    abbr: [],
    address: [],
    article: [],
    aside: [],
    b: [],
    bdi: [],
    bdo: [],
    blockquote: ['cite'],
    br: [],
    caption: [],
    cite: [],
    code: [],
    col: ['span'],
    colgroup: ['span'],
    dd: [],
    del: [],
    details: ['open'],
    dfn: [],
    div: [],
    dl: [],
    dt: [],
    em: [],
    figcaption: [],
    figure: [],
    footer: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    h5: [],
    h6: [],
    header: [],
    hr: [],
    i: [],
    img: ['src', 'alt', 'width', 'height'],
    ins: [],
    kbd: [],
    li: ['value'],
    mark: [],
    ol: ['start', 'reversed', 'type'],
    p: [],
    pre: [],
    q: ['cite'],
    s: [],
    samp: [],
    section: [],
    small: [],
    span: [],
    strong: [],
    sub: [],
    summary: [],
    sup: [],
    table: [],
    tbody: [],
    td: ['colspan', 'rowspan', 'headers'],
    tfoot: [],
    th: ['colspan', 'rowspan', 'headers', 'scope'],
    thead: [],
    time: ['datetime'],
    tr: [],
    u: [],
    ul: [],
    wbr: [],
  }),
);

/** Kept elements that have no content and no end tag. */
const VOID_ELEMENTS = new Set(['br', 'col', 'hr', 'img', 'wbr']);

/** Elements dropped with everything inside them: scripts, styles, documents, foreign markup. */
const DROPPED_WITH_CONTENT = new Set([
  'applet',
  'audio',
  'canvas',
  'datalist',
  'frameset',
  'head',
  'iframe',
  'math',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'video',
  'xmp',
]);

/** Elements whose content the HTML parser reads as text up to their end tag (all dropped). */
const RAW_TEXT = new Set([
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
]);

/** Attributes holding an address: decoded and checked, never passed through. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
/** Schemes an address may have (none: a relative one). */
const SAFE_SCHEMES: ReadonlyMap<string, readonly string[]> = new Map([
  ['href', ['http', 'https', 'mailto', 'tel']],
  ['src', ['http', 'https']],
  ['cite', ['http', 'https']],
]);

// DOMPurify's own attribute rules (3.x), applied here too so that it finds nothing to change in
// this answer: a value it would drop is dropped here already.
/** Characters DOMPurify takes out of a value before matching it as an address. */
// eslint-disable-next-line no-control-regex -- control characters are what it takes out
const ATTRIBUTE_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** What a value DOMPurify reads as an address must look like. */
const ALLOWED_ADDRESS =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Values that could close a surrounding comment or raw-text element if re-parsed. */
const VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
/** Attributes DOMPurify does not read as addresses. */
const FREE_TEXT_ATTRIBUTES = new Set(['alt', 'title']);

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Character references kept as they are in text (the browser turns them into text). */
const REFERENCE = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/y;
const NAMED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00A0'],
]);

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Array<[string, string]> }
  | { kind: 'end'; name: string };

const isLetter = (char: string | undefined) => !!char && /[A-Za-z]/.test(char);
const isSpace = (char: string | undefined) => !!char && /[\t\n\f\r ]/.test(char);

/** The input as text, start tags and end tags; comments, doctypes and the like are left out. */
function* tokenize(html: string): Generator<Token> {
  const length = html.length;
  let at = 0;
  while (at < length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      yield { kind: 'text', text: html.slice(at) };
      return;
    }
    if (open > at) yield { kind: 'text', text: html.slice(at, open) };
    at = open;
    const next = html[at + 1];
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      at = close === -1 ? length : close + 3;
    } else if (next === '!' || next === '?' || (next === '/' && !isLetter(html[at + 2]))) {
      const close = html.indexOf('>', at + 1);
      at = close === -1 ? length : close + 1;
    } else if (next === '/' || isLetter(next)) {
      const end = next === '/';
      let cursor = at + (end ? 2 : 1);
      const nameStart = cursor;
      while (
        cursor < length &&
        !isSpace(html[cursor]) &&
        html[cursor] !== '/' &&
        html[cursor] !== '>'
      ) {
        cursor += 1;
      }
      const name = html.slice(nameStart, cursor).toLowerCase();
      const attributes: Array<[string, string]> = [];
      let closed = false;
      while (cursor < length) {
        const char = html[cursor];
        if (isSpace(char) || char === '/') {
          cursor += 1;
          continue;
        }
        if (char === '>') {
          closed = true;
          cursor += 1;
          break;
        }
        const attributeStart = cursor;
        cursor += 1; // a name may start with '='
        while (
          cursor < length &&
          !isSpace(html[cursor]) &&
          !['/', '>', '='].includes(html[cursor] as string)
        ) {
          cursor += 1;
        }
        const attribute = html.slice(attributeStart, cursor).toLowerCase();
        while (isSpace(html[cursor])) cursor += 1;
        let value = '';
        if (html[cursor] === '=') {
          cursor += 1;
          while (isSpace(html[cursor])) cursor += 1;
          const quote = html[cursor];
          if (quote === '"' || quote === "'") {
            const close = html.indexOf(quote, cursor + 1);
            const stop = close === -1 ? length : close;
            value = html.slice(cursor + 1, stop);
            cursor = stop + 1;
          } else {
            const valueStart = cursor;
            while (cursor < length && !isSpace(html[cursor]) && html[cursor] !== '>') cursor += 1;
            value = html.slice(valueStart, cursor);
          }
        }
        // The first of a repeated attribute counts, as in the browser.
        if (!attributes.some(([known]) => known === attribute)) attributes.push([attribute, value]);
      }
      // A tag the input ends inside is no tag.
      if (!closed) return;
      at = cursor;
      if (end) {
        yield { kind: 'end', name };
        continue;
      }
      yield { kind: 'start', name, attributes };
      if (RAW_TEXT.has(name)) {
        // Its content is text up to its own end tag (or the end of the input): passed over.
        const pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
        pattern.lastIndex = at;
        const found = name === 'plaintext' ? null : pattern.exec(html);
        at = found ? found.index : length;
      }
    } else {
      // A '<' that starts no tag is text.
      yield { kind: 'text', text: '<' };
      at += 1;
    }
  }
}

/** Text with its character references kept and every other `&`, `<`, `>` (and `"`) escaped. */
function escapeKeepingReferences(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '&') {
      REFERENCE.lastIndex = index;
      const reference = REFERENCE.exec(text);
      if (reference) {
        out += reference[0];
        index += reference[0].length - 1;
      } else {
        out += '&amp;';
      }
    } else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
  }
  return out;
}

/** Escaped for a double-quoted attribute value, nothing kept as a reference. */
const escapeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An attribute value as the browser reads it: numeric references and the common named ones
 * decoded; any other named reference stays as written, so it can only ever be read as text.
 */
function decodeValue(value: string): string {
  return value.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,6});?|#([0-9]{1,7});?|([A-Za-z]+);)/g,
    (whole, hex?: string, decimal?: string, name?: string) => {
      if (name !== undefined) return NAMED.get(name) ?? whole;
      const code = parseInt(hex ?? decimal ?? '', hex !== undefined ? 16 : 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '\uFFFD';
    },
  );
}

/** Paths of the site that are not pages in a language: files, pictures, the API. */
const NOT_A_PAGE = /^\/(?:media|api|assets|admin)(?:[/?#]|$)|^\/[^?#]*\.[A-Za-z0-9]+(?:[?#]|$)/;
const ENGLISH_PATH = /^\/en(?:[/?#]|$)/;

/**
 * A link to one of the shop's pages written from its root (`/contact`) leads to the Arabic page;
 * on an English page it is the English one. Absolute, protocol-relative (`//…`, `/\…`) and other
 * links, files under /media/ and the API, and links already in English are left as they are.
 */
export function pageLinkIn(href: string, language: Language): string {
  if (language === 'ar' || !/^\/(?![/\\])/.test(href)) return href;
  if (ENGLISH_PATH.test(href) || NOT_A_PAGE.test(href)) return href;
  return localizedPath(href, language);
}

/** An address attribute's value if it is safe to keep, else null. */
function safeAddress(attribute: string, value: string): string | null {
  const compact = value.replace(ATTRIBUTE_WHITESPACE, '');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined && !(SAFE_SCHEMES.get(attribute) ?? []).includes(scheme)) return null;
  return ALLOWED_ADDRESS.test(compact) || compact === '' ? value : null;
}

/** `name` set as DOMPurify's hooks set it: in its place when present, else last. */
function setAttribute(attributes: Array<[string, string]>, name: string, value: string) {
  const found = attributes.find(([known]) => known === name);
  if (found) found[1] = value;
  else attributes.push([name, value]);
}

function startTag(
  name: string,
  attributes: ReadonlyArray<[string, string]>,
  language: Language,
): string {
  const allowed = ELEMENTS.get(name) ?? [];
  const kept: Array<[string, string]> = [];
  for (const [attribute, raw] of attributes) {
    if (!allowed.includes(attribute) && !COMMON_ATTRIBUTES.includes(attribute)) continue;
    const decoded = decodeValue(raw).trim();
    if (VALUE_BREAKOUT.test(decoded) || decoded.includes('/>')) continue;
    if (URL_ATTRIBUTES.has(attribute)) {
      const address = safeAddress(attribute, decoded);
      if (address === null) continue;
      kept.push([
        attribute,
        name === 'a' && attribute === 'href' ? pageLinkIn(address, language) : address,
      ]);
      continue;
    }
    const compact = decoded.replace(ATTRIBUTE_WHITESPACE, '');
    if (!FREE_TEXT_ATTRIBUTES.has(attribute) && compact !== '' && !ALLOWED_ADDRESS.test(compact)) {
      continue;
    }
    kept.push([attribute, decoded]);
  }
  // A link opening another tab gets no hold on this page; pictures (below the text) load late.
  if (name === 'a' && kept.some(([attribute, value]) => attribute === 'target' && value !== '')) {
    setAttribute(kept, 'target', '_blank');
    setAttribute(kept, 'rel', 'noopener noreferrer');
  }
  if (name === 'img') {
    setAttribute(kept, 'loading', 'lazy');
    setAttribute(kept, 'decoding', 'async');
  }
  return `<${name}${kept.map(([attribute, value]) => ` ${attribute}="${escapeValue(value)}"`).join('')}>`;
}

/**
 * The input's allowed elements, attributes and text, written anew (see the file's head); root
 * links to the shop's pages in `language`.
 */
export function allowlistHtml(html: string, language: Language): string {
  let out = '';
  const open: string[] = [];
  let skipped: { name: string; depth: number } | null = null;
  for (const token of tokenize(html)) {
    if (skipped) {
      if (token.kind !== 'text' && token.name === skipped.name) {
        skipped.depth += token.kind === 'start' ? 1 : -1;
        if (skipped.depth === 0) skipped = null;
      }
      continue;
    }
    if (token.kind === 'text') {
      out += escapeKeepingReferences(token.text);
    } else if (token.kind === 'start') {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        skipped = { name: token.name, depth: 1 };
      } else if (ELEMENTS.has(token.name)) {
        out += startTag(token.name, token.attributes, language);
        if (!VOID_ELEMENTS.has(token.name)) open.push(token.name);
      }
    } else {
      // An end tag closes its element and any left open inside it; a stray one is dropped.
      const index = open.lastIndexOf(token.name);
      while (index !== -1 && open.length > index) out += `</${open.pop()}>`;
    }
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
