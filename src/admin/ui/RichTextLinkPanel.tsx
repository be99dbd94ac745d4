import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button';
import { Input } from '../../shared/ui/form/Field.styles';
import { ErrorText, Hint, LinkBox, LinkField } from './RichTextEditor.styles';
import { isEditorLink } from './richTextExtensions';

export interface RichTextLinkPanelProps {
  /** The address of the link at the selection, '' for a new one. */
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * The link address, asked for under the toolbar (no browser prompt): a labelled field that takes
 * the focus when it opens, Enter applies, Escape cancels. An empty address removes the link; one
 * the storefront would not keep (javascript:, a bare word) is refused here with the reason.
 */
export function RichTextLinkPanel({
  initial,
  onApply,
  onRemove,
  onCancel,
}: RichTextLinkPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    const address = href.trim();
    if (address === '') onRemove();
    else if (isEditorLink(address)) onApply(address);
    else setError(t('admin_editor_link_invalid'));
  };

  // Enter must not submit the page's form around this panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target === input.current) {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <LinkBox role="group" aria-labelledby={`${id}-label`} onKeyDown={onKeyDown}>
      <LinkField>
        <label id={`${id}-label`} htmlFor={`${id}-href`}>
          {t('admin_editor_link_address')}
        </label>
        <Input
          ref={input}
          id={`${id}-href`}
          type="text"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          $invalid={Boolean(error)}
        />
        <Hint id={`${id}-hint`}>{t('admin_editor_link_hint')}</Hint>
        <ErrorText id={`${id}-error`} aria-live="polite">
          {error}
        </ErrorText>
      </LinkField>
      <Button type="button" onClick={apply}>
        {t('admin_editor_link_apply')}
      </Button>
      {initial ? (
        <Button type="button" $variant="secondary" onClick={onRemove}>
          {t('admin_editor_unlink')}
        </Button>
      ) : null}
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {t('admin_editor_link_cancel')}
      </Button>
    </LinkBox>
  );
}
