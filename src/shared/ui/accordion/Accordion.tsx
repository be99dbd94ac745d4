import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Chevron } from '../Chevron';
import { Body, Header, Icon, Item, List, Panel, Toggle } from './Accordion.styles';

export interface AccordionEntry {
  id: string | number;
  /** The header's text (inside the toggle button, so keep it phrasing content). */
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionEntry[];
  /** The level of each header's heading element (WAI-ARIA accordion: buttons inside headings). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

type Heading = 'h2' | 'h3' | 'h4';

/** Where each navigation key moves focus among the headers (WAI-ARIA accordion, optional keys). */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The WAI-ARIA accordion: one panel open at a time (opening one closes the other, activating the
 * open one closes it). Each header is a native <button aria-expanded aria-controls> in a heading,
 * so Enter and Space toggle and Tab reaches it; ArrowUp/ArrowDown/Home/End move between headers.
 * A closed panel is `hidden` (out of the accessibility tree and the tab order) and still laid out
 * as a collapsed grid row, so opening and closing animate in CSS alone, without measuring.
 */
export function Accordion({ items, headingLevel = 2, className }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<AccordionEntry['id'] | null>(null);
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const heading: Heading = `h${headingLevel}`;

  const toggle = useCallback(
    (id: AccordionEntry['id']) => setOpenId((open) => (open === id ? null : id)),
    [],
  );

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = nextIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <List className={className}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={item.id} $open={open}>
            <Header as={heading}>
              <Toggle
                ref={(element) => {
                  headers.current[index] = element;
                }}
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.title}</span>
                <Icon $open={open}>
                  <Chevron />
                </Icon>
              </Toggle>
            </Header>
            <Panel id={panelId} role="region" aria-labelledby={headerId} hidden={!open}>
              <div>
                <Body>{item.content}</Body>
              </div>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
