import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Fragment,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { StrokeIcon } from '../../shared/ui/icons/Icons';
import { Bar, Glyph, Separator, ToolButton } from './RichTextEditor.styles';

interface Tool {
  key: string;
  label: string;
  content: ReactNode;
  /** Whether it is on at the selection; undefined for an action (undo) rather than a toggle. */
  pressed?: boolean;
  disabled?: boolean;
  /** Drawn mirrored on a right-to-left page. */
  flip?: boolean;
  /** Starts a new group after it. */
  groupEnd?: boolean;
  /** `keepFocus`: the button was pressed from the keyboard, so the focus stays in the toolbar. */
  run: (keepFocus: boolean) => void;
}

const icon = (paths: ReactNode) => <StrokeIcon size={20}>{paths}</StrokeIcon>;

export interface RichTextToolbarProps {
  editor: Editor;
  /** The field's visible label: the toolbar is named after it. */
  fieldLabel: string;
  /** The id of the editable text the toolbar acts on. */
  controls: string;
  linkOpen: boolean;
  onLink: () => void;
  /** The Link button, for the link form to give the focus back to. */
  linkButtonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The formatting buttons, a toolbar in the WAI-ARIA sense: one tab stop, the arrow keys (in the
 * page's reading direction), Home and End move between buttons. A toggle says whether it is on
 * with aria-pressed; an action that cannot run now stays focusable with aria-disabled. Pressed
 * with the mouse, a button hands the focus back to the text; from the keyboard it keeps it.
 */
export function RichTextToolbar({
  editor,
  fieldLabel,
  controls,
  linkOpen,
  onLink,
  linkButtonRef,
}: RichTextToolbarProps) {
  const { t } = useTranslation();
  const rtl = useTheme().dir === 'rtl';
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [current, setCurrent] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = (keepFocus: boolean) => (keepFocus ? editor.chain() : editor.chain().focus());
  const tools: Tool[] = [
    {
      key: 'bold',
      label: t('admin_editor_bold'),
      content: <Glyph $style="bold">B</Glyph>,
      pressed: state.bold,
      run: (keep) => chain(keep).toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('admin_editor_italic'),
      content: <Glyph $style="italic">I</Glyph>,
      pressed: state.italic,
      run: (keep) => chain(keep).toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('admin_editor_underline'),
      content: <Glyph $style="underline">U</Glyph>,
      pressed: state.underline,
      groupEnd: true,
      run: (keep) => chain(keep).toggleUnderline().run(),
    },
    {
      key: 'h2',
      label: t('admin_editor_heading'),
      content: <Glyph>H2</Glyph>,
      pressed: state.h2,
      run: (keep) => chain(keep).toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('admin_editor_subheading'),
      content: <Glyph>H3</Glyph>,
      pressed: state.h3,
      run: (keep) => chain(keep).toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      label: t('admin_editor_bullet_list'),
      content: icon(
        <>
          <path d="M9 6h11M9 12h11M9 18h11" />
          <circle cx="4" cy="6" r="1" />
          <circle cx="4" cy="12" r="1" />
          <circle cx="4" cy="18" r="1" />
        </>,
      ),
      pressed: state.bullets,
      flip: true,
      run: (keep) => chain(keep).toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('admin_editor_numbered_list'),
      content: icon(
        <path d="M10 6h10M10 12h10M10 18h10M4 5l1-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1L3.5 19H6" />,
      ),
      pressed: state.numbers,
      flip: true,
      groupEnd: true,
      run: (keep) => chain(keep).toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('admin_editor_link'),
      content: icon(
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
      ),
      pressed: state.link,
      run: () => onLink(),
    },
    {
      key: 'unlink',
      label: t('admin_editor_unlink'),
      content: icon(
        <path d="M10 13a5 5 0 0 0 7.5.5l1-1M14 11a5 5 0 0 0-7.5-.5l-1 1M4 4l16 16M15 4.5l1.5-1M8 19.5l-1.5 1" />,
      ),
      disabled: !state.link,
      groupEnd: true,
      run: (keep) => chain(keep).extendMarkRange('link').unsetLink().run(),
    },
    {
      key: 'undo',
      label: t('admin_editor_undo'),
      content: icon(<path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3" />),
      disabled: !state.canUndo,
      flip: true,
      run: (keep) => chain(keep).undo().run(),
    },
    {
      key: 'redo',
      label: t('admin_editor_redo'),
      content: icon(<path d="m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h3" />),
      disabled: !state.canRedo,
      flip: true,
      run: (keep) => chain(keep).redo().run(),
    },
  ];

  const moveTo = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forward]: () => moveTo(current + 1),
      [backward]: () => moveTo(current - 1),
      Home: () => moveTo(0),
      End: () => moveTo(tools.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const press = (tool: Tool, index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    setCurrent(index);
    if (tool.disabled) return;
    // A click has a count of clicks; Enter or Space on a focused button has none.
    tool.run(event.detail === 0);
  };

  return (
    <Bar
      role="toolbar"
      aria-label={t('admin_editor_toolbar', { field: fieldLabel })}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => (
        <Fragment key={tool.key}>
          <ToolButton
            ref={(node) => {
              buttons.current[index] = node;
              if (tool.key === 'link') linkButtonRef.current = node;
            }}
            type="button"
            tabIndex={index === current ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed}
            aria-disabled={tool.disabled || undefined}
            aria-expanded={tool.key === 'link' ? linkOpen : undefined}
            $flip={Boolean(tool.flip)}
            onFocus={() => setCurrent(index)}
            onClick={press(tool, index)}
          >
            {tool.content}
          </ToolButton>
          {tool.groupEnd ? <Separator aria-hidden="true" /> : null}
        </Fragment>
      ))}
    </Bar>
  );
}
