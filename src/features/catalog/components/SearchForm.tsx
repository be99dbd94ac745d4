import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { LISTING_PARAMS } from '../catalogRoutes';
import { Field, Form, Group, Input, Label } from './SearchForm.styles';

/** The wire schema's `product_name` maxLength. */
const MAX_LENGTH = 100;

export interface SearchFieldProps {
  /** The search text in the URL (undefined when none). */
  value: string | undefined;
}

/**
 * The search field of a GET form (`product_name`), with its submit button: a submission before the
 * app runs asks the server for the same listing URL the app would navigate to.
 */
function SearchField({ value }: SearchFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value ?? '');
  // Back/forward changes the URL: the field follows it (adjusted while rendering, not in an effect).
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setText(value ?? '');
  }

  return (
    <>
      <Label htmlFor={inputId}>{t('catalog_search_label')}</Label>
      <Field>
        <Input
          id={inputId}
          type="search"
          name={LISTING_PARAMS.productName}
          value={text}
          maxLength={MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('catalog_search_submit')}</Button>
      </Field>
    </>
  );
}

/**
 * The app's answer to a submit of a form holding a SearchField: no native submission (the app
 * navigates in place), the form's search text read as a native submission would send it. Rule:
 * a blank submit does nothing — unless a search is active, which it then clears (the only way back
 * to the unfiltered list without editing the URL).
 */
export function submitSearch(
  event: FormEvent<HTMLFormElement>,
  value: string | undefined,
  onSearch: (text: string | undefined) => void,
) {
  event.preventDefault();
  const field = event.currentTarget.elements.namedItem(LISTING_PARAMS.productName);
  const trimmed = field instanceof HTMLInputElement ? field.value.trim() : '';
  if (!trimmed && !value) return;
  onSearch(trimmed || undefined);
}

/** The search field inside a larger form (the listing's filters): no form of its own. */
export function SearchFields({ value }: SearchFieldProps) {
  return (
    <Group role="search">
      <SearchField value={value} />
    </Group>
  );
}

export interface SearchFormProps extends SearchFieldProps {
  /** Where the form is sent without the app: the search page's href (language prefix included). */
  action: string;
  /** Called with the trimmed text, or undefined to clear the search. */
  onSearch: (text: string | undefined) => void;
}

/** A labelled search field as a GET form of its own (submitSearch once the app runs). */
export function SearchForm({ value, action, onSearch }: SearchFormProps) {
  return (
    <Form
      role="search"
      method="get"
      action={action}
      onSubmit={(event) => submitSearch(event, value, onSearch)}
    >
      <SearchField value={value} />
    </Form>
  );
}
