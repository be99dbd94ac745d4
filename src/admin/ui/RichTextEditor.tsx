// The back office's rich-text field (Tiptap, a ProseMirror editor): the about page and the policy
// pages are written with it. Imported by the page editor screens only, so the editor's code loads
// with their chunk and never with the rest of the back office.
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ErrorText, Field, Frame, Hint, Label, Text } from './RichTextEditor.styles';
import { richTextExtensions } from './richTextExtensions';
import { RichTextLinkPanel } from './RichTextLinkPanel';
import { RichTextToolbar } from './RichTextToolbar';

export interface RichTextEditorProps {
  /** The field's name: a form's focus-first-invalid finds the text by it. */
  name: string;
  /** Shown above the field; it names the text and its toolbar. */
  label: string;
  /** The HTML; '' for an empty text. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The text's language: Arabic is written right to left, English left to right. */
  lang: 'ar' | 'en';
  hint?: string;
  error?: string;
}

/**
 * The editor hears that the caret moved from the page's 'selectionchange' event, which a busy
 * browser can deliver after the next key: End then Enter pressed while the phone was busy split
 * the paragraph where the caret had been. So before a key the editor's caret is read from the
 * page, when it is a caret or a selection of text the page has and the editor does not know yet.
 */
function readCaretFromPage(view: EditorView): void {
  const { state } = view;
  const page = (view.root as Document).getSelection?.();
  if (!page?.anchorNode || !page.focusNode || !(state.selection instanceof TextSelection)) return;
  if (!view.dom.contains(page.anchorNode) || !view.dom.contains(page.focusNode)) return;
  const anchor = view.posAtDOM(page.anchorNode, page.anchorOffset);
  const head = view.posAtDOM(page.focusNode, page.focusOffset);
  if (anchor === state.selection.anchor && head === state.selection.head) return;
  const inText = (pos: number) => state.doc.resolve(pos).parent.inlineContent;
  if (!inText(anchor) || !inText(head)) return;
  view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, anchor, head)));
}

/** The editor's HTML, '' when it holds no text (not an empty paragraph). */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A labelled rich-text field whose value is HTML. The text's direction follows its language (each
 * block of the HTML says it too, so the storefront shows it the same way); Alt+F10 in the text
 * moves to the toolbar, as in most editors.
 */
export function RichTextEditor({
  name,
  label,
  value,
  onChange,
  onBlur,
  lang,
  hint,
  error,
}: RichTextEditorProps) {
  const id = useId();
  const ids = {
    label: `${id}-label`,
    text: `${id}-text`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const [linkOpen, setLinkOpen] = useState(false);
  const linkButton = useRef<HTMLButtonElement | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  // The last HTML this field handed out: a value equal to it is the field's own echo.
  const emitted = useRef(value);
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  // Options keep their identity between renders unless they change: useEditor applies changed
  // ones to the running editor (so the description follows the error), never re-creating it.
  const [extensions] = useState(richTextExtensions);
  const [initialValue] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: ids.text,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
        'data-field-name': name,
      },
      handleKeyDown: (view: EditorView, event: KeyboardEvent) => {
        if (event.altKey && event.key === 'F10') {
          toolbar.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
          return true;
        }
        if (!event.isComposing) readCaretFromPage(view);
        return false;
      },
    }),
    [ids.text, ids.label, describedBy, error, lang, name],
  );

  const editor = useEditor({
    extensions,
    content: initialValue,
    textDirection: dir,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      emitted.current = htmlOf(updated);
      handlers.current.onChange(emitted.current);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });

  // A value from outside (the page loaded, the form reset after a save) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const closeLink = () => {
    setLinkOpen(false);
    linkButton.current?.focus();
  };

  return (
    <Field>
      <Label id={ids.label}>{label}</Label>
      <Frame $invalid={Boolean(error)}>
        {editor ? (
          <div ref={toolbar}>
            <RichTextToolbar
              editor={editor}
              fieldLabel={label}
              controls={ids.text}
              linkOpen={linkOpen}
              onLink={() => setLinkOpen((open) => !open)}
              linkButtonRef={linkButton}
            />
          </div>
        ) : null}
        {editor && linkOpen ? (
          <RichTextLinkPanel
            initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
            onApply={(href) => {
              setLinkOpen(false);
              const chain = editor.chain().focus().extendMarkRange('link');
              if (editor.state.selection.empty && !editor.isActive('link')) {
                chain
                  .insertContent({
                    type: 'text',
                    text: href,
                    marks: [{ type: 'link', attrs: { href } }],
                  })
                  .run();
              } else {
                chain.setLink({ href }).run();
              }
            }}
            onRemove={() => {
              editor.chain().extendMarkRange('link').unsetLink().run();
              closeLink();
            }}
            onCancel={closeLink}
          />
        ) : null}
        <Text dir={dir}>
          <EditorContent editor={editor} />
        </Text>
      </Frame>
      {hint ? <Hint id={ids.hint}>{hint}</Hint> : null}
      <ErrorText id={ids.error} aria-live="polite">
        {error ?? ''}
      </ErrorText>
    </Field>
  );
}
