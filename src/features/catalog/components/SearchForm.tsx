import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Field, Form, Input, Label } from './SearchForm.styles';

/** The wire schema's `product_name` maxLength. */
const MAX_LENGTH = 100;

export interface SearchFormProps {
  /** The search text in the URL (undefined when none). */
  value: string | undefined;
  /** Called with the trimmed text, or undefined to clear the search. */
  onSearch: (text: string | undefined) => void;
}

/**
 * A labelled search field. SPEC §5: a blank submit does nothing — unless a search is active, which
 * it then clears (the only way back to the unfiltered list without editing the URL).
 */
export function SearchForm({ value, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(value ?? '');
  // Back/forward changes the URL: the field follows it (adjusted while rendering, not in an effect).
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    setText(value ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed && !value) return;
    onSearch(trimmed || undefined);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Label htmlFor={inputId}>{t('catalog_search_label')}</Label>
      <Field>
        <Input
          id={inputId}
          type="search"
          value={text}
          maxLength={MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('catalog_search_submit')}</Button>
      </Field>
    </Form>
  );
}
