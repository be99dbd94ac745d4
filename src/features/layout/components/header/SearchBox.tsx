import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useHref, useNavigate } from 'react-router';
import { productMapped } from '../../../../entities/categoryProductMapSlice';
import type { Product } from '../../../../entities/product/model';
import { productLink } from '../../../../entities/product/productLink';
import { paths } from '../../../../shared/lib/paths';
import { VisuallyHidden } from '../../../../shared/ui/VisuallyHidden';
import { SearchIcon } from '../icons/Icons';
import { Field, Form, Input, Listbox, SubmitButton } from './SearchBox.styles';
import { SearchSuggestion } from './SearchSuggestion';
import { useSearchSuggestions } from './useSearchSuggestions';

/**
 * What a search must hold: at least two characters that are not blank (as the suggestions ask).
 * Written into the field too, so a browser without the app sends no blank search either.
 */
export const SEARCH_PATTERN = String.raw`.*\S.*\S.*`;
const searchable = (text: string) => text.replace(/\s/g, '').length >= 2;

interface SearchBoxProps {
  /** The full-screen mobile search shows the list in the flow instead of floating. */
  variant?: 'floating' | 'inline';
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called after the box sent the shopper somewhere (closes the mobile search). */
  onDone?: () => void;
}

/**
 * The header's search box with suggestions as a WAI-ARIA combobox (input + listbox, focus stays in
 * the input, aria-activedescendant marks the option): Arrow keys move, Enter opens the marked
 * product (or searches), Escape closes the list. A blank submit does nothing.
 */
export function SearchBox({ variant = 'floating', inputRef, onDone }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A GET form to the search page in the page's language (the router's basename): a search sent
  // before the app runs reaches the same URL the app navigates to.
  const searchHref = useHref(paths.search());
  const dispatch = useDispatch();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [text, setText] = useState('');
  const ownInput = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      ownInput.current = node;
      if (inputRef) inputRef.current = node;
    },
    [inputRef],
  );
  // Text typed before the box ran (a server-rendered page shows the field before its script has
  // started) is the box's text, as it stands: the field keeps it and its caret.
  useEffect(() => {
    const typed = ownInput.current?.value ?? '';
    if (typed !== '') setText(typed);
  }, []);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { ids } = useSearchSuggestions(text);
  const open = !dismissed && text.trim().length > 1 && ids.length > 0;
  const activeIndex = open && active < ids.length ? active : -1;

  const finish = (to: string) => {
    setText('');
    setActive(-1);
    setDismissed(true);
    // flushSync: no transition starts inside the submit event, so React does not build a FormData
    // of this form for a form action we do not have (and jsdom's tests cannot build one).
    void navigate(to, { flushSync: true });
    onDone?.();
  };

  // The one product-link rule; the map entry lets the slug URL resolve back to ids.
  const choose = (product: Product) => {
    const { to, mapped } = productLink(product);
    if (mapped) dispatch(productMapped(mapped));
    finish(to);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!searchable(query)) return;
    finish(paths.search(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = ids.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        setActive(open ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        setActive(open && activeIndex > 0 ? activeIndex - 1 : count - 1);
        break;
      case 'Enter':
        if (activeIndex < 0) return;
        event.preventDefault();
        // The option element knows its product; click it so both paths share one handler.
        document.getElementById(optionId(activeIndex))?.click();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
          setActive(-1);
        }
        break;
      default:
    }
  };

  return (
    <Form role="search" method="get" action={searchHref} onSubmit={onSubmit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('search_label')}
      </VisuallyHidden>
      <Field>
        <Input
          ref={setInput}
          id={inputId}
          type="search"
          name="product_name"
          required
          pattern={SEARCH_PATTERN}
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t('search_placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(true)}
          onFocus={() => setDismissed(false)}
        />
        <SubmitButton type="submit" aria-label={t('search_submit')}>
          <SearchIcon />
        </SubmitButton>
      </Field>
      <Listbox
        id={listboxId}
        role="listbox"
        aria-label={t('search_suggestions_label')}
        hidden={!open}
        $floating={variant === 'floating'}
      >
        {open
          ? ids.map((productId, index) => (
              <SearchSuggestion
                key={productId}
                id={optionId(index)}
                productId={productId}
                active={index === activeIndex}
                onChoose={choose}
              />
            ))
          : null}
      </Listbox>
    </Form>
  );
}
