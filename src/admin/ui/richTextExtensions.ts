// What the page editor can write: only markup the storefront's allow-list
// (src/shared/lib/htmlAllowlist.ts) keeps as it is, so the owner never sees formatting vanish on
// save. StarterKit's parts that write something else are left out: code blocks (a language
// class), the marks and blocks the toolbar does not offer (code, strike, quotes, rules), so
// pasted text keeps its words without them, and the empty paragraph kept after a last heading or
// list (it would be saved as an empty line on the page). Links carry no class, target or rel: a link to one of
// the shop's pages opens in the same tab, and the storefront adds its own rel to any new-tab link.
import StarterKit from '@tiptap/starter-kit';

/** Schemes a link may use; any other (javascript:, data:, …) is refused, as the server does. */
const LINK = /^(?:https?:\/\/[^\s/]|mailto:[^\s]|tel:\+?[0-9])/i;
/** A page of the shop from its root: `/contact`, never `//host` or `/\host`. */
const SHOP_PAGE = /^\/(?![/\\])[^\s]*$/;

/** Whether the editor accepts `href` as a link address. */
export const isEditorLink = (href: string): boolean => LINK.test(href) || SHOP_PAGE.test(href);

export const HEADING_LEVELS = [2, 3] as const;

export const richTextExtensions = () => [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    codeBlock: false,
    code: false,
    strike: false,
    blockquote: false,
    horizontalRule: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { class: null, target: null, rel: null },
      isAllowedUri: (url) => isEditorLink(url),
    },
  }),
];
